import { randomBytes } from 'node:crypto';

/**
 * The local mailbox's token (docs/decisions/0025): made at each start and printed in the start-up
 * log, as notebook servers do. A cluster's primary makes one and hands it to its workers in this
 * variable, so the printed address opens the mailbox whichever worker answers.
 */
export const MAILBOX_TOKEN_VARIABLE = 'CARDVAULT_MAILBOX_TOKEN';

export const newMailboxToken = (): string => randomBytes(32).toString('base64url');

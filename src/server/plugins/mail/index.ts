export { createMailer, retryDelayMs, type Mailer, type MailerOptions } from './outbox';
export { registerDevMailbox } from './dev-mailbox';
export type { MailMessage, MailTransport, OutgoingAttachment, OutgoingMessage } from './types';
export { MAILBOX_TOKEN_VARIABLE, newMailboxToken } from './mailbox-token';

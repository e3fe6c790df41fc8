export { createMailer, retryDelayMs, type Mailer, type MailerOptions } from './outbox';
export { registerDevMailbox } from './dev-mailbox';
export type { MailMessage, MailTransport, OutgoingAttachment, OutgoingMessage } from './types';

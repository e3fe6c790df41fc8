import type { OutboxAttachment } from '../../db/schema';

/** One e-mail as the application composes it. `text` is required so every mail reads without HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Files in storage, read when the message is sent (so a queued mail stays small), or small
   * files carried inline (`contentBase64`).
   */
  attachments?: OutboxAttachment[];
}

/** An attachment as a transport sends it: the file's bytes already read from storage. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message ready to send: its outbox id, the sender, and attachments read from storage. */
export type OutgoingMessage = Omit<MailMessage, 'attachments'> & {
  id: string;
  from: string;
  attachments?: OutgoingAttachment[];
};

/** Delivers one message; throws when delivery failed and should be retried. */
export interface MailTransport {
  readonly driver: 'smtp' | 'local';
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

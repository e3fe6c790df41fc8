/** One e-mail as the application composes it. `text` is required so every mail reads without HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Delivers one message; throws when delivery failed and should be retried. */
export interface MailTransport {
  readonly driver: 'smtp' | 'local';
  send(message: MailMessage & { id: string; from: string }): Promise<void>;
  close(): Promise<void>;
}

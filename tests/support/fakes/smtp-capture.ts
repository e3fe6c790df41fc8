import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A mail as captured, the one shape every layer reads: the API and system tests from SmtpCapture,
 * the browser journeys as JSON from the e2e server's /messages (tests/support/e2e/mailbox.ts).
 */
export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string[];
  attachments: { filename: string; contentType: string; size: number }[];
}

/** …and, in the process that received it, the whole parsed message. */
export type ReceivedMail = CapturedMail & { parsed: ParsedMail };

/** A real SMTP server on loopback that keeps every message it accepts, for tests to read. */
export class SmtpCapture {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: {
    predicate: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }[] = [];
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              replyTo: parsed.replyTo?.value.map((address) => address.address ?? '') ?? [],
              attachments: parsed.attachments.map(({ filename, contentType, size }) => ({
                filename: filename ?? '',
                contentType,
                size,
              })),
              parsed,
            };
            this.messages.push(mail);
            this.waiters = this.waiters.filter((waiter) => {
              if (!waiter.predicate(mail)) return true;
              waiter.resolve(mail);
              return false;
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    const existing = this.messages.find(predicate);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no matching mail arrived in time')),
        timeoutMs,
      );
      this.waiters.push({
        predicate,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      });
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

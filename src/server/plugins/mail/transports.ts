import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { MailTransport, OutgoingMessage } from './types';

const toNodemailer = (message: OutgoingMessage) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  replyTo: message.replyTo,
  attachments: message.attachments?.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
  })),
  // A stable id lets receivers (and our tests) recognise a retried message.
  messageId: `<${message.id}@cardvault.mail>`,
});

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // One connection kept open for the next message: a new SMTP session for each one cost about
    // 100 ms here, so 1,000 invitations took two minutes; pooled they take seconds. The pool
    // reconnects when the server closes an idle connection or goes away.
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    driver: 'smtp',
    async send(message) {
      await transporter.sendMail(toNodemailer(message));
    },
    async close() {
      transporter.close();
    },
  };
}

/** Writes each message as an .eml file and logs one line; `/dev/mailbox` shows them. */
export function createLocalTransport(outboxDir: string, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    driver: 'local',
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      // Sign-in links: the owner's alone, whatever the process's umask.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, `${emlFileName(message.id)}`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        { mailId: message.id, to: message.to, subject: message.subject },
        `mail written to ${file} (read it at the mailbox address printed at start-up)`,
      );
    },
    async close() {
      transporter.close();
    },
  };
}

export const emlFileName = (id: string) => `${id}.eml`;

export function createTransport(config: Config['mail'], log: FastifyBaseLogger): MailTransport {
  return config.driver === 'smtp'
    ? createSmtpTransport(config.url)
    : createLocalTransport(config.outboxDir, log);
}

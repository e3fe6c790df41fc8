import { expect } from '@playwright/test';
import type { CapturedMail } from '../fakes/smtp-capture';
import { firstLinkIn } from '../shared/mail-links';

const mailApi = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/messages`;

/** Every mail the e2e SMTP listener has for `to` whose subject matches. */
export async function mailsTo(to: string, subject: RegExp): Promise<CapturedMail[]> {
  const mails = (await (await fetch(mailApi())).json()) as CapturedMail[];
  return mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
}

/** Waits until the e2e SMTP listener has a mail for `to` matching `subject`, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        [found] = await mailsTo(to, subject);
        return Boolean(found);
      },
      // The SMTP listener has it within a fraction of a second; asking every 50 ms (the default
      // backs off to once a second) spares each sign-up most of a second of waiting.
      { timeout: 20_000, intervals: [50], message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as CapturedMail;
}

export const firstLink = (mail: CapturedMail): string =>
  firstLinkIn(mail.text, `mail "${mail.subject}"`);

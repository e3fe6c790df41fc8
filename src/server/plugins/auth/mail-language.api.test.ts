import { findOne } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCapture } from '../../../../tests/support/fakes/smtp-capture';
import { createTestApp, type TestApp } from '../../../../tests/support/api/test-app';
import { uniqueEmail } from '../../../../tests/support/api/users';

/** The HTML part's `<html lang dir>`, as an HTML parser reads it. */
function htmlLanguage(html: string) {
  const root = findOne((node) => node.name === 'html', parseDocument(html).children);
  return { lang: root?.attribs.lang, dir: root?.attribs.dir };
}

describe('the sign-in mails in the language the person reads the site in', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://cards.example.com',
      MAIL_FROM: 'CardVault <hello@cardvault.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function signUp(headers: Record<string, string>) {
    const email = uniqueEmail('mail-language');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { email, password: 'correct-horse-1', name: '', callbackURL: '/login' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    return smtp.waitFor((mail) => mail.to.includes(email));
  }

  it('writes the verification mail in Arabic, right to left, for a browser that reads Arabic', async () => {
    const mail = await signUp({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني في CardVault');
    expect(mail.text).toContain('شكرًا لتسجيلك في CardVault.');
    expect(mail.text).toContain('https://cards.example.com/');
    expect(htmlLanguage(mail.html)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('follows the language menu’s choice over the browser’s', async () => {
    const mail = await signUp({ 'accept-language': 'de', cookie: 'cv_lang=ja' });
    expect(mail.subject).toBe('CardVault のメールアドレスを確認してください');
    expect(htmlLanguage(mail.html)).toEqual({ lang: 'ja', dir: 'ltr' });
  });

  it('writes a password reset in Hebrew', async () => {
    const first = await signUp({});
    const email = first.to[0] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/send-password-reset-email',
      headers: { 'accept-language': 'he' },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.deliverDue();
    const mail = await smtp.waitFor(
      (received) => received.to.includes(email) && received.subject !== first.subject,
    );
    expect(mail.subject).toBe('איפוס הסיסמה ל־CardVault');
    expect(htmlLanguage(mail.html)).toEqual({ lang: 'he', dir: 'rtl' });
  });

  it('keeps the English words as they were for English and for any language not offered', async () => {
    const tries: Record<string, string>[] = [
      {},
      { 'accept-language': 'tlh' },
      { cookie: 'cv_lang=xx' },
    ];
    for (const headers of tries) {
      const mail = await signUp(headers);
      expect(mail.subject).toBe('Verify your email address for CardVault');
      expect(mail.text).toContain(
        'Thanks for signing up for CardVault. Confirm that this is your address to finish creating your account.',
      );
      expect(htmlLanguage(mail.html)).toEqual({ lang: 'en', dir: 'ltr' });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyTrialsEnding } from '../../src/server/modules/billing';
import { multipart } from '../support/shared/multipart';
import { SmtpCapture, type CapturedMail } from '../support/fakes/smtp-capture';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, type TestUser } from '../support/api/users';
import { makeAdmin } from '../support/shared/grants';

/**
 * The mails people expect (docs/product.md#billing-mails, docs/product.md#support-mails), each
 * delivered over real SMTP to the capture server and read back by mailparser.
 */
const PUBLIC_URL = 'https://cards.example.com';

describe('mails people expect', () => {
  const smtp = new SmtpCapture();
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      JOBS_ENABLED: 'true',
      PRICE_PER_CARD_YEAR: '11.88',
      CURRENCY: 'EUR',
      ADMIN_EMAILS: 'boss@example.com',
    });
    admin = await createUser(t.app, { fullName: 'Grace Admin' });
    await makeAdmin(t.database.db, admin.id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const post = (user: TestUser, url: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie },
      payload: payload as object,
    });

  const checkout = async (user: TestUser, quantity: number) => {
    const started = await post(user, '/api/payments/create-checkout-session', {
      card_quantity: quantity,
    });
    expect(started.statusCode, started.body).toBe(200);
    const id = new URL(started.json<{ url: string }>().url, PUBLIC_URL).searchParams.get('session');
    const done = await post(user, `/api/billing/local/checkout/${id}/complete`, { outcome: 'pay' });
    expect(done.statusCode, done.body).toBe(200);
  };

  const mailsTo = (email: string, subject: RegExp): CapturedMail[] =>
    smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

  it('says the trial started, with the first charge date and amount', async () => {
    const user = await createUser(t.app);
    await checkout(user, 2);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'Your CardVault trial has started',
    );
    const details = (await post(user, '/api/payments/get-subscription-details')).json<{
      trial_end: string;
    }>();
    const day = new Date(details.trial_end).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(mail.text).toContain('Nothing has been charged.');
    expect(mail.text).toContain(`Your first charge will be €23.76 on ${day}`);
    expect(mail.html).toContain('€23.76');
    expect(mail.text).toContain(`${PUBLIC_URL}/subscription`);
  });

  it('sends a receipt for each payment (a trial that ends paid, a renewal)', async () => {
    const user = await createUser(t.app);
    await checkout(user, 3);
    for (const action of ['end_trial', 'end_period']) {
      const moved = await post(admin, '/api/billing/local/clock', { email: user.email, action });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await smtp.waitFor(() => mailsTo(user.email, /receipt/i).length === 2);
    const receipts = mailsTo(user.email, /receipt/i);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'Your CardVault receipt: €35.64',
      'Your CardVault receipt: €35.64',
    ]);
    expect(receipts[0]?.text).toContain('It pays for 3 cards until');
  });

  it('sends a note before the trial ends, once', async () => {
    const user = await createUser(t.app);
    await checkout(user, 1);
    const trialEnd = new Date(
      (await post(user, '/api/payments/get-subscription-details')).json<{ trial_end: string }>()
        .trial_end,
    );
    // Two days before the trial ends, the job runs three times (and on a second instance).
    const twoDaysBefore = new Date(trialEnd.getTime() - 2 * 86_400_000);
    const tooEarly = new Date(trialEnd.getTime() - 10 * 86_400_000);
    await notifyTrialsEnding(t.app, tooEarly);
    await Promise.all([
      notifyTrialsEnding(t.app, twoDaysBefore),
      notifyTrialsEnding(t.app, twoDaysBefore),
    ]);
    await notifyTrialsEnding(t.app, twoDaysBefore);
    await t.app.mailer.deliverDue();
    const note = await smtp.waitFor(
      (m) => m.to.includes(user.email) && /trial ends on/.test(m.subject),
    );
    expect(note.text).toContain('We will then charge €11.88');
    await t.app.mailer.deliverDue();
    expect(mailsTo(user.email, /trial ends on/)).toHaveLength(1);
  });

  it('tells the owner when their subscription comes back with fewer cards than they hold', async () => {
    const user = await createUser(t.app);
    await checkout(user, 3);
    for (let i = 0; i < 3; i += 1) {
      const form = multipart({
        fullName: 'Ada Lovelace',
        jobTitle: 'Analyst',
        email: 'ada@example.com',
        phone: '0412 345 678',
        location: 'London',
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/card/create-card',
        headers: { ...form.headers, cookie: user.cookie },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await post(user, '/api/payments/cancel-subscription')).statusCode).toBe(200);
    // Reactivated with two cards: the subscription now pays for fewer than the three kept.
    await checkout(user, 2);
    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(user.email) &&
        m.subject === 'Your CardVault subscription now covers fewer cards than you have',
    );
    expect(mail.text).toContain('Your subscription now pays for 2 cards, and you have 3 cards.');
    expect(mail.text).toContain('Delete 1 card, or add cards on the Pricing page.');
    expect(mail.text).toContain(`${PUBLIC_URL}/`);
    expect(mail.html).toContain('Your subscription covers fewer cards than you have');
  });

  it('acknowledges a signed-in support request and delivers it to the admins, escaped', async () => {
    const user = await createUser(t.app);
    const body = 'My QR <img src=x onerror=alert(1)> does not scan';
    const form = multipart({ subject: 'Bug Report', body });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/support/request',
      headers: { ...form.headers, cookie: user.cookie },
      payload: form.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ack = await smtp.waitFor(
      (m) =>
        m.to.includes(user.email) && m.subject === 'We received your CardVault support request',
    );
    expect(ack.text).toContain(body);
    expect(ack.html).not.toContain('<img');
    expect(ack.html).toContain('&lt;img');
    const delivered = await smtp.waitFor((m) => m.subject.startsWith('[Support] Bug Report'));
    expect([...delivered.to].sort()).toEqual(['boss@example.com', admin.email].sort());
    expect(delivered.to).not.toContain('no-reply@cardvault.local');
    expect(delivered.parsed.replyTo?.value[0]?.address).toBe(user.email);
  });
});

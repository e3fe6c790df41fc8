import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Card } from '../../../src/shared/card';
import type { OrgRole, OrgSummary } from '../../../src/shared/organisations';
import { SmtpCapture, type ReceivedMail } from '../fakes/smtp-capture';
import { grantOrganisationSubscription } from '../shared/grants';
import { firstLinkIn } from '../shared/mail-links';
import { multipart } from '../shared/multipart';
import { createTestApp, type TestApp } from './test-app';
import { createUser, uniqueEmail, type TestUser } from './users';

/*
 * What the organisation API files share: a test app whose mail goes over real SMTP to a capture
 * on loopback, organisations made (and paid for) by their owner, people invited who join by the
 * link in the mail they were sent, and calls to the organisation's routes.
 */

/** The test app, its mail delivered by the outbox's own worker over SMTP to `smtp`. */
export type MailingTestApp = TestApp & { smtp: SmtpCapture };

/**
 * `createTestApp` with SMTP_URL pointing at a capture server on loopback, and the outbox's mail
 * worker running (the other background jobs stay off, as in every test app): each mail the app
 * queues is delivered over SMTP a moment later, and read back by mailparser. With
 * `worker: false` the mails wait in the outbox until the test calls `t.app.mailer.start()`.
 */
export async function createMailingTestApp(
  env: Parameters<typeof createTestApp>[0] = {},
  options: Parameters<typeof createTestApp>[1] = {},
  mail: { worker?: boolean } = {},
): Promise<MailingTestApp> {
  const smtp = await new SmtpCapture().start();
  try {
    const t = await createTestApp({ ...env, SMTP_URL: smtp.url }, options);
    if (mail.worker !== false) t.app.mailer.start();
    return {
      ...t,
      smtp,
      async close() {
        await t.close();
        await smtp.stop();
      },
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}

/** The mails delivered to `to` so far, oldest first, whose subject matches `subject`. */
export const mailsTo = (smtp: SmtpCapture, to: string, subject: RegExp = /./): ReceivedMail[] =>
  smtp.messages.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));

/** Waits until `count` mails to `to` whose subject matches have been delivered; returns them all. */
export async function waitForMails(
  smtp: SmtpCapture,
  to: string,
  subject: RegExp,
  count = 1,
  timeoutMs?: number,
): Promise<ReceivedMail[]> {
  await smtp.waitFor(() => mailsTo(smtp, to, subject).length >= count, timeoutMs);
  return mailsTo(smtp, to, subject);
}

/**
 * Waits until the outbox has nothing left to deliver: every mail the app queued (and committed)
 * before this call has reached the SMTP capture. The worker delivers a batch in no set order, so
 * no later mail can tell that an earlier one arrived; the mailer's backlog (a count, as the
 * metrics read it) can. What a test says was not mailed, it says after this.
 */
export async function allQueuedMailDelivered(t: MailingTestApp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { pending } = await t.app.mailer.backlog();
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} mails still undelivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const INVITATION = / invited you to /;

/**
 * The `nth` invitation mailed to `email` (1: the first), once delivered: its link, and the token
 * the link carries.
 */
export async function mailedInvitation(t: MailingTestApp, email: string, nth = 1) {
  const mail = (await waitForMails(t.smtp, email, INVITATION, nth))[nth - 1];
  const link = new URL(firstLinkIn(mail?.text ?? '', `the invitation mailed to ${email}`));
  return { mail, link, token: link.searchParams.get('token') ?? '' };
}

/** A JSON POST to `url` as `user` (anonymous without one), the response as it came. */
export const postAs = (
  t: TestApp,
  user: TestUser | undefined,
  url: string,
  payload: object = {},
  headers: InjectOptions['headers'] = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) },
    payload,
  });

/** A POST to the organisation route `/api/org/<route>` as `user`. */
export const orgCall = (
  t: TestApp,
  user: TestUser | undefined,
  route: string,
  payload: object = {},
) => postAs(t, user, `/api/org/${route}`, payload);

/**
 * An organisation `owner` creates (201, or the test fails); with `cards`, also given a
 * subscription of that many cards straight in the database, standing in for its checkout.
 */
export async function createOrganisation(
  t: TestApp,
  owner: TestUser,
  name: string,
  options: { cards?: number } = {},
): Promise<OrgSummary> {
  const response = await orgCall(t, owner, 'create', { name });
  expect(response.statusCode, response.body).toBe(201);
  const org = response.json<OrgSummary>();
  if (options.cards) {
    await grantOrganisationSubscription(t.database.db, org.id, { cards: options.cards });
  }
  return org;
}

/** `inviter` invites `email` into the organisation with the role (200); the invitation's id. */
export async function invite(
  t: TestApp,
  inviter: TestUser,
  orgId: string,
  email: string,
  role: OrgRole = 'member',
): Promise<string> {
  const response = await orgCall(t, inviter, 'invite', { orgId, email, role });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

/**
 * Accepts the invitation `token` as `person` (200). The token is the one in the link they were
 * mailed (`mailedInvitation`).
 */
export async function acceptInvitation(t: TestApp, person: TestUser, token: string) {
  const response = await orgCall(t, person, 'accept-invitation', { token });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A new person `inviter` invites with the role, who signs up with the address and accepts by the
 * link in the invitation delivered to them: the person, the token and the link.
 */
export async function inviteAndJoin(
  t: MailingTestApp,
  inviter: TestUser,
  orgId: string,
  role: OrgRole = 'member',
  person: { email?: string; fullName?: string } = {},
) {
  const email = person.email ?? uniqueEmail('joiner');
  await invite(t, inviter, orgId, email, role);
  const { link, token } = await mailedInvitation(t, email);
  const joined = await createUser(t.app, { email, fullName: person.fullName });
  await acceptInvitation(t, joined, token);
  return { person: joined, token, link };
}

/**
 * create-card on the organisation as `user`, with a multipart form of `fields` (and `files`); the
 * response as it came.
 */
export const createOrgCard = (
  t: TestApp,
  user: TestUser,
  orgId: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/card/create-card?orgId=${encodeURIComponent(orgId)}`,
    headers: { ...form.headers, cookie: user.cookie },
    payload: form.payload,
  });
};

/** `createOrgCard` that must make the card (201): the card. */
export async function madeOrgCard(...args: Parameters<typeof createOrgCard>): Promise<Card> {
  const response = await createOrgCard(...args);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Card>();
}

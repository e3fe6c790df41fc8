import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../tests/support/api/test-config';
import { createTestDatabase } from '../../../../tests/support/api/test-database';
import { grantSubscription } from '../../../../tests/support/shared/grants';
import { paymentSuccessPath } from '../../../shared/billing';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { DatabaseHandle } from '../../db/client';
import { authUsers } from '../../db/schema';
import { createLocalProvider } from '../../plugins/billing/local-provider';
import { createMailer } from '../../plugins/mail';
import type { Principal } from '../access';
import type { BillingContext } from './context';
import { completeLocalCheckout, getLocalCheckout } from './local';
import { findSubscription } from './repository';
import { cancelSubscription, startCheckout } from './service';

/**
 * The local driver's checkout with no server and no HTTP (docs/product.md#checkout-sessions): the
 * billing service is handed what it uses (a fresh database, the local provider on it, a mail
 * outbox that is never delivered, the configuration, a silent log) and called directly. Only the
 * newest checkout, made for the subscription as it still is, can be paid; paying starts the trial
 * or reactivates, with its mail queued; anything refused changes nothing.
 */
describe('the local checkout on its own', () => {
  let handle: DatabaseHandle & { close(): Promise<void> };
  let dataDir: string;
  let ctx: BillingContext;
  let next = 0;
  const site = 'https://cards.example.test';

  /** A new user, as the payer of their own checkouts. */
  async function newUser() {
    const id = `local-checkout-${++next}`;
    const email = `${id}@x.test`;
    await handle.db.insert(authUsers).values({ id, name: id, email });
    const principal: Principal = { kind: 'user', userId: id, roles: ['member'] };
    return { id, email, principal };
  }
  type User = Awaited<ReturnType<typeof newUser>>;

  /** Opens a checkout as the pricing page does; returns its session id. */
  async function open(user: User, cards: number, reactivation = false) {
    const { url } = await startCheckout(
      ctx,
      { id: user.id, name: user.id, email: user.email, emailVerified: true },
      { ownerId: user.id },
      { card_quantity: cards, ...(reactivation ? { is_reactivation: true } : {}) },
      site,
    );
    const id = new URL(url, site).searchParams.get('session');
    if (!id) throw new Error(`no test checkout in ${url}`);
    return id;
  }
  const complete = (user: User, id: string, outcome: 'pay' | 'decline' = 'pay') =>
    completeLocalCheckout(ctx, user.principal, { ownerId: user.id }, id, outcome, site, site);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: { code?: string }) => error.code,
    );
  /** The subjects of the mails queued for `user`. */
  const mailsTo = async (user: User) =>
    (await ctx.mailer.list(500)).filter((mail) => mail.to === user.email).map((m) => m.subject);

  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-local-checkout-'));
    const config = testConfig(dataDir, { PRICE_PER_CARD_YEAR: '12', CURRENCY: 'EUR' });
    const log = pino({ level: 'silent' });
    ctx = {
      database: handle,
      config,
      billing: createLocalProvider(handle.db),
      mailer: await createMailer({ config: config.mail, database: handle, log }),
      log,
    };
  });
  afterAll(async () => {
    await ctx.mailer.stop();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the trial when its checkout is paid, tells the user once, and takes no second payment', async () => {
    const user = await newUser();
    const id = await open(user, 3);
    expect(await complete(user, id)).toEqual({
      url: `${site}${paymentSuccessPath('trial_started')}`,
    });
    expect(await findSubscription(handle.db, user.id)).toMatchObject({
      provider: 'local',
      status: 'trialing',
      cardAllocation: 3,
    });
    expect(await mailsTo(user)).toEqual(['Your CardVault trial has started']);
    // The same checkout again: already used, nothing more happens.
    expect(await refusal(complete(user, id))).toBe(ERROR_CODES.NOT_FOUND);
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('refuses a checkout a newer one replaced, and pays the newer one at its own card count', async () => {
    const user = await newUser();
    const older = await open(user, 5);
    const newer = await open(user, 2);
    expect(await refusal(complete(user, older))).toBe(ERROR_CODES.CHECKOUT_EXPIRED);
    expect((await getLocalCheckout(ctx, user.principal, { ownerId: user.id }, older)).status).toBe(
      'expired',
    );
    expect(await findSubscription(handle.db, user.id)).toBeUndefined();
    expect(await mailsTo(user)).toEqual([]);

    await complete(user, newer);
    expect((await findSubscription(handle.db, user.id))?.cardAllocation).toBe(2);
  });

  it('refuses a checkout once the subscription changed after it was opened', async () => {
    const user = await newUser();
    const id = await open(user, 4);
    // An admin grants a subscription meanwhile: the checkout was made for none.
    await grantSubscription(handle.db, user.id, { cards: 1, status: 'active' });
    expect(await refusal(complete(user, id))).toBe(ERROR_CODES.CHECKOUT_EXPIRED);
    expect(await findSubscription(handle.db, user.id)).toMatchObject({
      status: 'active',
      cardAllocation: 1,
    });
    expect(await mailsTo(user)).toEqual([]);
  });

  it('lets only its payer answer a checkout, and a decline charges nothing', async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = await open(owner, 1);
    expect(await refusal(complete(other, id))).toBe(ERROR_CODES.NOT_FOUND);
    expect(await refusal(getLocalCheckout(ctx, other.principal, { ownerId: other.id }, id))).toBe(
      ERROR_CODES.NOT_FOUND,
    );

    expect(await complete(owner, id, 'decline')).toEqual({ url: `${site}/payment-failure` });
    expect(await findSubscription(handle.db, owner.id)).toBeUndefined();
    expect(await refusal(complete(owner, id))).toBe(ERROR_CODES.NOT_FOUND);
    expect(await mailsTo(owner)).toEqual([]);
  });

  it('reactivates an ended subscription without a second trial, with a receipt for the year', async () => {
    const user = await newUser();
    await complete(user, await open(user, 1));
    await cancelSubscription(ctx, { ownerId: user.id });
    expect((await findSubscription(handle.db, user.id))?.status).toBe('canceled');

    await complete(user, await open(user, 3, true));
    expect(await findSubscription(handle.db, user.id)).toMatchObject({
      status: 'active',
      cardAllocation: 3,
      trialEnd: null,
    });
    expect(await mailsTo(user)).toContain('Your CardVault receipt: €36.00');
  });
});

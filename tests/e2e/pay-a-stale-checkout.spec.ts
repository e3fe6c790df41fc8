import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { subscriptionDetails, usd } from '../support/e2e/billing';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { mailsTo, waitForMail } from '../support/e2e/mailbox';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';
import { atOtherWidth } from '../support/e2e/other-width';

const quantityField = (page: Page) => page.getByRole('spinbutton', { name: 'Number of cards' });

/** From /pricing: the trial checkout for `cards` cards, on the local driver's test page. */
async function openTrialCheckout(page: Page, cards: number) {
  await quantityField(page).fill(String(cards));
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\?session=[\w-]+/);
  await expect(page.getByText(`Due today: ${usd(0)}`)).toBeVisible();
}

// At a phone's width, where the layout is most at risk; atOtherWidth checks the other at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test('a checkout page left open after a newer one was paid is refused, and nothing is charged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);

  // A checkout for three cards, kept open in a second tab.
  await open(page, '/pricing');
  await openTrialCheckout(page, 3);
  const staleUrl = page.url();
  const stale = await page.context().newPage();
  await open(stale, staleUrl);
  await expect(stale.getByText(`Due today: ${usd(0)}`)).toBeVisible();
  await expect(stale.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();

  // Back to pricing, and a checkout for two cards instead, paid: the trial starts.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/pricing`);
  await openTrialCheckout(page, 2);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your free trial has started!' })).toBeVisible();
  await waitForMail(user.email, /trial has started/);
  const trial = await subscriptionDetails(page);
  expect(trial).toMatchObject({ status: 'trialing', card_allocation: 2 });

  // The first tab still offers its Pay button; the server refuses it and the page says why.
  const answer = stale.waitForResponse((response) => response.url().endsWith('/complete'));
  await stale.getByRole('button', { name: 'Pay', exact: true }).click();
  expect((await answer).status()).toBe(409);
  const notice = stale.getByRole('alert');
  await expect(notice).toContainText('This checkout has expired');
  await expect(notice).toContainText('Nothing was charged.');
  await expect(stale.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(stale.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(stale).toHaveURL(staleUrl);
  await expect(stale.getByRole('heading', { name: 'Your free trial has started!' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(stale);
  await shot(stale, `stale-checkout-refused-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(stale, 'stale-checkout-refused', async () => {
    await expect(stale.getByRole('alert')).toBeVisible();
    await expect(stale.getByRole('link', { name: 'Back to pricing' })).toBeVisible();
  });

  // Opened again later, it says so straight away.
  await open(stale, staleUrl);
  await expect(stale.getByRole('alert')).toContainText('This checkout has expired');
  await stale.getByRole('link', { name: 'Back to pricing' }).click();
  await expect(stale).toHaveURL(`${baseURL}/pricing`);

  // Nothing changed and nothing was charged. The outbox sends in the order mails were
  // queued, so once a mail asked for now has arrived, a receipt queued by the refused
  // payment would have arrived before it.
  expect(await subscriptionDetails(page)).toEqual(trial);
  const marker = await page.request.post('/api/support/send-password-reset-email', {
    headers: { origin: baseURL },
    data: { email: user.email },
  });
  expect(marker.status()).toBe(200);
  await waitForMail(user.email, /reset/i);
  expect(await mailsTo(user.email, /receipt/i)).toEqual([]);
  expect(await mailsTo(user.email, /trial has started/)).toHaveLength(1);
});

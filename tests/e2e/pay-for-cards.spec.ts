import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { subscriptionDetails, usd } from '../support/e2e/billing';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';
import { atOtherWidth } from '../support/e2e/other-width';

/** PRICE_PER_CARD_YEAR of the end-to-end server (the default). */
const UNIT_PRICE = 11.88;

/** What must stay on screen at either width once a payment went through. */
async function expectVisiblePaymentTexts(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByText('Thank you for your payment. Your transaction was completed successfully.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
}

/** A checkout that charged: the payment texts of docs/product.md, and nothing about a trial. */
async function expectPaymentPage(page: Page) {
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByTestId('payment-overlay')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(
    page.getByText('Thank you for your payment. Your transaction was completed successfully.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('region', { name: 'Your trial' })).toHaveCount(0);
  await expect(page.getByText('Nothing was charged today.')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/trial/i)).toHaveCount(0);
}

// At a phone's width, where the layout is most at risk; atOtherWidth checks the other at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test('cards added to an active subscription are paid at once, and the page says "Payment Successful!"', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await signedInUser(page, { cards: 1, status: 'active' });
  await createCard(page, { fullName: 'Ada Lovelace' });

  // Cards added to an active subscription are billed at once.
  await open(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Premium Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Cards', exact: true }).click();
  await expectPaymentPage(page);
  await expect(page).toHaveTitle(/^Payment Successful/);
  expect(await subscriptionDetails(page)).toMatchObject({
    status: 'active',
    card_allocation: 2,
  });
  await expectNoSeriousA11yViolations(page);
  await shot(page, `payment-successful-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'payment-successful', () => expectVisiblePaymentTexts(page));
});

test('reactivating a canceled subscription charges today and says "Payment Successful!"', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await signedInUser(page, { cards: 2, status: 'canceled' });
  await open(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Reactivate Subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
  await expect(page.getByText(`Due today: ${usd(UNIT_PRICE)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectPaymentPage(page);
  expect((await subscriptionDetails(page)).status).toBe('active');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `payment-successful-reactivation-${PHONE.width}.png`, {
    fullPage: true,
  });
  await atOtherWidth(page, 'payment-successful-reactivation', () =>
    expectVisiblePaymentTexts(page),
  );
});

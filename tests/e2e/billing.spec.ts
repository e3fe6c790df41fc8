import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { baseURL } from '../../playwright.config';
import { LIST_PRICE_PER_CARD, priceQuote } from '../../src/shared/billing';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { usd } from '../support/e2e/billing';
import { makeAdmin, signedInUser, createCard } from '../support/e2e/fixtures';

const MAX_CARDS_MESSAGE =
  'You have reached the maximum number of cards, please add more cards to your subscription';

async function unitPrice(page: Page): Promise<number> {
  const response = await page.request.get('/api/payments/get-pricing');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unit_price: number }).unit_price;
}

const quantityField = (page: Page) => page.getByRole('spinbutton', { name: 'Number of cards' });
const badge = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Your subscription' }).getByText(label, { exact: true });

/** Pays the test checkout; the page after it names a trial (nothing charged) or a payment. */
async function payTestCheckout(page: Page, dueToday: string, heading: string) {
  await expect(page).toHaveURL(/\/billing\/checkout\?session=[\w-]+/);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await expect(page.getByText(`Due today: ${dueToday}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?outcome=\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByTestId('payment-overlay')).toHaveCount(0);
}

test.describe('billing', () => {
  // Amounts are written the way the browser's locale writes money.
  test.use({ locale: 'en-US' });

  test('the whole life of a subscription on the local driver', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await signedInUser(page);
    const price = await unitPrice(page);

    // No subscription: the trial offer, two cards, the test checkout.
    await open(page, '/pricing');
    await expect(
      page.getByRole('heading', { name: 'Start your 2-month free trial' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'More cards' }).click();
    await expect(quantityField(page)).toHaveValue('2');
    await expect(page.getByText(usd(priceQuote(2, price).total), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('main').getByText(user.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await payTestCheckout(page, usd(0), 'Your free trial has started!');
    await expectNoSeriousA11yViolations(page);

    // My Cards offers a new card; two cards fill the allocation.
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page.getByRole('heading', { name: 'Create a new card' })).toBeVisible();
    await expect(page.getByText('0 of 2 slots used')).toBeVisible();
    await createCard(page, { fullName: 'Card One' });
    await createCard(page, { fullName: 'Card Two' });
    await open(page, '/');
    await expect(page.getByRole('heading', { name: "You're out of slots" })).toBeVisible();

    // The Create Card gate sends a full vault to /pricing?error=max_cards.
    await page.getByRole('banner').getByRole('button', { name: 'Create Card' }).click();
    await expect(page.getByText(MAX_CARDS_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/pricing`);
    await expect(page.getByRole('heading', { name: 'Add More Cards to Your Trial' })).toBeVisible();

    // The trial: usage, then a third card through the trial card-count dialog.
    await open(page, '/subscription');
    await expect(badge(page, 'Trial Active')).toBeVisible();
    await expect(page.getByText('Used 2 of 2 cards')).toBeVisible();
    await expect(page.getByText(/^Trial ends on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(
      page.getByText('All benefits available during trial - no charges until trial ends'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send us your query' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add More Cards' }).click();
    const countDialog = page.getByRole('dialog', { name: 'Update Card Count (Trial Period)' });
    await expect(countDialog).toContainText('You can set between 1-50 cards.');
    await expect(countDialog).toContainText('No change');
    await expectNoSeriousA11yViolations(page);
    await quantityField(page).fill('1');
    await expect(countDialog).toContainText('-1');
    // Refused before sending, with the server's own words.
    await expect(countDialog.getByRole('alert')).toHaveText(
      'You already have 2 cards, so the trial needs at least 2 cards (you asked for 1).',
    );
    await expect(
      countDialog.getByRole('button', { name: 'Update Cards (No Charge Now)' }),
    ).toBeDisabled();
    await countDialog.getByRole('button', { name: 'More cards' }).click();
    await countDialog.getByRole('button', { name: 'More cards' }).click();
    await expect(quantityField(page)).toHaveValue('3');
    await expect(countDialog).toContainText('+1');
    await countDialog.getByRole('button', { name: 'Update Cards (No Charge Now)' }).click();
    await expect(page.getByText(/Your trial now has 3 cards/)).toBeVisible();
    await expect(countDialog).toBeHidden();
    await expect(page.getByText('Used 2 of 3 cards')).toBeVisible();

    // Cancel the trial: it ends at once and the cards are scheduled for deletion.
    await page.getByRole('button', { name: 'Cancel Trial' }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel Trial' });
    await expect(cancelDialog).toContainText('This action cannot be undone!');
    await expect(cancelDialog).toContainText('Your trial will end immediately');
    await expectNoSeriousA11yViolations(page);
    await cancelDialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(page.getByText('Subscription canceled successfully')).toBeVisible();
    await expect(badge(page, 'Canceled')).toBeVisible();
    await expect(
      page.getByText(
        'Your subscription has been canceled. You can still access your existing cards.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Billing Status')).toBeVisible();
    await page.getByRole('link', { name: 'View My Cards' }).click();
    await expect(page.getByText('To be Deleted in 30 days')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Reactivate your subscription' })).toBeVisible();

    // Reactivate with three cards: a real (test) charge today, and the cards are kept.
    await open(page, '/pricing');
    await expect(page.getByRole('heading', { name: 'Reactivate Subscription' })).toBeVisible();
    await quantityField(page).fill('3');
    await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
    await expect(page.getByText('Reactivate the subscription')).toBeVisible();
    await payTestCheckout(page, usd(priceQuote(3, price).total), 'Payment Successful!');
    await open(page, '/subscription');
    await expect(badge(page, 'Active')).toBeVisible();
    await expect(page.getByText('Your subscription is active!')).toBeVisible();
    await expect(page.getByText('Billing Period', { exact: true })).toBeVisible();
    await expect(page.getByText('Annual', { exact: true })).toBeVisible();
    await open(page, '/');
    await expect(page.getByText(/To be Deleted/)).toHaveCount(0);

    // An administrator makes the renewal fail: past due, then fixed in the portal.
    await makeAdmin(user.id);
    await open(page, '/subscription');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(`${baseURL}/billing/portal`);
    await expect(page.getByRole('textbox', { name: 'Subscriber e-mail' })).toHaveValue(user.email);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Make next renewal fail' }).click();
    await expect(page.getByText(`The next renewal of ${user.email} will fail.`)).toBeVisible();
    await page.getByRole('button', { name: 'Jump to period end' }).click();
    await expect(page.getByText(/subscription is past due/)).toBeVisible();
    await page.getByRole('link', { name: 'Return to CardVault' }).click();
    await expect(page).toHaveURL(`${baseURL}/subscription`);
    await expect(badge(page, 'Past Due')).toBeVisible();
    await expect(page.getByText('Your payment is past due.')).toBeVisible();

    await page.getByRole('button', { name: 'Update Payment Method' }).click();
    await expect(page).toHaveURL(`${baseURL}/billing/portal`);
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await expect(page.getByText('Your payment method was updated.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to CardVault' }).click();
    await expect(badge(page, 'Active')).toBeVisible();
    await expect(page.getByText('Your subscription is active!')).toBeVisible();
  });

  test('pricing: the quantity picker stays within 1 to 10 and shows the price maths', async ({
    page,
  }) => {
    const price = await unitPrice(page);
    await open(page, '/pricing');
    const fewer = page.getByRole('button', { name: 'Fewer cards' });
    const more = page.getByRole('button', { name: 'More cards' });
    await expect(quantityField(page)).toHaveValue('1');
    await expect(fewer).toBeDisabled();
    await expect(page.locator('del').first()).toHaveText(usd(LIST_PRICE_PER_CARD));
    for (let count = 2; count <= 10; count++) {
      await more.click();
      await expect(quantityField(page)).toHaveValue(String(count));
    }
    await expect(more).toBeDisabled();
    await expect(fewer).toBeEnabled();

    for (const quantity of [10, 7]) {
      if (quantity !== 10) await quantityField(page).fill(String(quantity));
      const quote = priceQuote(quantity, price);
      const summary = page.getByRole('definition');
      await expect(summary.getByText(usd(quote.listTotal), { exact: true })).toBeVisible();
      await expect(summary.getByText(usd(quote.savings), { exact: true })).toBeVisible();
      await expect(summary.getByText(usd(quote.total), { exact: true })).toBeVisible();
    }
    for (const feature of ['Priority Support', 'Premium Card Templates', 'Cancel anytime']) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // A visitor makes an account first (docs/product.md#screens-sign-up-address).
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(`${baseURL}/login?mode=signup`);
  });

  test('a declined test payment ends on /payment-failure; a used checkout cannot be reused', async ({
    page,
  }) => {
    await signedInUser(page);
    await open(page, '/subscription');
    await expect(page.getByRole('heading', { name: 'Subscription Needed' })).toBeVisible();
    await expect(
      page.getByText('Start your 2-month free trial to create digital business cards!'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expectNoSeriousA11yViolations(page);

    await open(page, '/pricing');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\?session=/);
    const checkoutUrl = page.url();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(`${baseURL}/payment-failure`);
    await expect(page.locator('main')).toContainText(
      'Payment Failed - Unfortunately, your payment could not be processed. Please try again or contact support.',
    );
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('link', { name: 'Go Home to try again' })).toHaveAttribute(
      'href',
      '/',
    );

    await open(page, checkoutUrl);
    await expect(page.getByRole('alert')).toContainText('cannot be used again');
    await open(page, '/billing/checkout?session=no-such-session');
    await expect(page.getByRole('alert')).toContainText('was not found');
    await expect(page.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
  test('a complimentary subscription gets no cards through checkout, and the pricing page says why', async ({
    page,
    browser,
  }) => {
    const customer = await signedInUser(page);
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    const admin = await signedInUser(adminPage);
    await makeAdmin(admin.id);
    const granted = await adminPage.request.post('/api/payments/admin-grant-subscription', {
      headers: { origin: baseURL },
      data: { email: customer.email, cardAllocation: 2 },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    await adminContext.close();

    await open(page, '/pricing');
    await page.getByRole('button', { name: 'Add Cards' }).click();
    await expect(page.getByText('Failed to checkout')).toBeVisible();
    await expect(
      page.getByText(
        'Your subscription was granted by an administrator, so its number of cards is changed by one too. Please contact support.',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await open(page, '/subscription');
    await expect(page.getByText('Used 0 of 2 cards')).toBeVisible();
  });
});

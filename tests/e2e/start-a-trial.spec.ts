import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { longDate, subscriptionDetails, usd } from '../support/e2e/billing';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';
import { atOtherWidth } from '../support/e2e/other-width';

const UNIT_PRICE = 11.88;

/**
 * A trial charges nothing, so the page after its checkout says what happened instead of the
 * payment texts (docs/product.md#screens-payment-success).
 */
async function expectTrialPage(page: Page, heading: string) {
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByTestId('payment-overlay')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  await expect(page.getByText('Thank you for your payment', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Nothing was charged today.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
}

// At a phone's width, where the layout is most at risk; atOtherWidth checks the other at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test('starting a trial and adding cards to it say the trial started, that nothing was charged, what will be and when', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await signedInUser(page);

  // Start the trial with two cards through the local test checkout.
  await open(page, '/pricing');
  await page.getByRole('button', { name: 'More cards' }).click();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectTrialPage(page, 'Your free trial has started!');
  await expect(page).toHaveTitle(/^Trial Started/);
  const started = await subscriptionDetails(page);
  expect(started).toMatchObject({ status: 'trialing', card_allocation: 2 });
  const trialEnd = longDate(started.trial_end ?? '');
  const outcome = page.getByRole('region', { name: 'Your trial' });
  await expect(outcome).toContainText(
    `First charge: ${usd(2 * UNIT_PRICE)} for 2 cards on ${trialEnd}, when the trial ends.`,
  );
  // The next step is the first card, through the Create Card gate.
  const firstCard = page.getByRole('link', { name: 'Create your first card' });
  await expect(firstCard).toHaveAttribute('href', '/create');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `trial-started-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'trial-started', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(outcome).toBeVisible();
    await expect(firstCard).toBeVisible();
  });

  // Add one card: the new yearly total is shown before anything is confirmed.
  await open(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Add More Cards to Your Trial' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Cards to Trial' }).click();
  const confirm = page.getByRole('dialog', { name: 'Add cards to your trial' });
  await expect(confirm).toContainText('Cards now2');
  await expect(confirm).toContainText('Cards after3');
  await expect(confirm).toContainText(`New yearly total${usd(3 * UNIT_PRICE)}`);
  await expect(confirm).toContainText(
    `Nothing is charged now. Your first charge of ${usd(3 * UNIT_PRICE)} is on ${trialEnd}, when the trial ends.`,
  );
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'trial-add-cards-dialog', async () => {
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Add 1 Card (No Charge Now)' })).toBeVisible();
  });
  // Nothing changed while the dialog was open.
  expect((await subscriptionDetails(page)).card_allocation).toBe(2);
  await confirm.getByRole('button', { name: 'Add 1 Card (No Charge Now)' }).click();
  await expectTrialPage(page, 'Cards added to your trial!');
  await expect(page.getByText('Your trial now has 3 cards.')).toBeVisible();
  await expect(outcome).toContainText(
    `First charge: ${usd(3 * UNIT_PRICE)} for 3 cards on ${trialEnd}, when the trial ends.`,
  );
  expect((await subscriptionDetails(page)).card_allocation).toBe(3);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `trial-cards-added-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'trial-cards-added', async () => {
    await expect(page.getByText('Your trial now has 3 cards.')).toBeVisible();
    await expect(outcome).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your first card' })).toBeVisible();
  });

  // The first card: the gate says how many are left and opens the editor.
  await page.getByRole('link', { name: 'Create your first card' }).click();
  await expect(page.getByText('You have 3 cards remaining.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/create`);

  // The subscription page: the price, the first charge, and the way to the payment method.
  await open(page, '/subscription');
  const billing = page.getByRole('region', { name: 'After your trial' });
  await expect(billing).toContainText(`Price${usd(UNIT_PRICE)} per card per year`);
  await expect(billing).toContainText(
    `First charge${usd(3 * UNIT_PRICE)} for 3 cards on ${trialEnd}`,
  );
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'trial-subscription', async () => {
    await expect(billing).toBeVisible();
    await expect(billing.getByRole('button', { name: 'Update payment method' })).toBeVisible();
  });
  await billing.getByRole('button', { name: 'Update payment method' }).click();
  await expect(page).toHaveURL(/\/billing\/portal$/);
});

import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { longDate, subscriptionDetails, usd } from '../support/e2e-billing';
import { signedInUser } from '../support/e2e-fixtures';
import { open } from '../support/e2e-pages';
import { VIEWPORTS } from '../support/viewports';

const UNIT_PRICE = 11.88;

async function expectPaymentSuccess(page: Page) {
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByTestId('payment-overlay')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(
    page.getByText('Thank you for your payment. Your transaction was completed successfully.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, locale: 'en-US' });

    test('starting a trial and adding cards to it say what was charged, what will be and when', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signedInUser(page);

      // Start the trial with two cards through the local test checkout.
      await open(page, '/pricing');
      await page.getByRole('button', { name: 'More cards' }).click();
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await expect(page.getByText('TEST PAYMENT')).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expectPaymentSuccess(page);
      const started = await subscriptionDetails(page);
      expect(started).toMatchObject({ status: 'trialing', card_allocation: 2 });
      const trialEnd = longDate(started.trial_end ?? '');
      const outcome = page.getByRole('region', { name: 'Your trial' });
      await expect(outcome).toContainText('Your free trial is active.');
      await expect(outcome).toContainText('Nothing was charged today.');
      await expect(outcome).toContainText(
        `First charge: ${usd(2 * UNIT_PRICE)} for 2 cards on ${trialEnd}, when the trial ends.`,
      );
      await expectNoSeriousA11yViolations(page);

      // Add one card: the new yearly total is shown before anything is confirmed.
      await open(page, '/pricing');
      await expect(
        page.getByRole('heading', { name: 'Add More Cards to Your Trial' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Add Cards to Trial' }).click();
      const confirm = page.getByRole('dialog', { name: 'Add cards to your trial' });
      await expect(confirm).toContainText('Cards now2');
      await expect(confirm).toContainText('Cards after3');
      await expect(confirm).toContainText(`New yearly total${usd(3 * UNIT_PRICE)}`);
      await expect(confirm).toContainText(
        `Nothing is charged now. Your first charge of ${usd(3 * UNIT_PRICE)} is on ${trialEnd}, when the trial ends.`,
      );
      await expectNoSeriousA11yViolations(page);
      // Nothing changed while the dialog was open.
      expect((await subscriptionDetails(page)).card_allocation).toBe(2);
      await confirm.getByRole('button', { name: 'Add 1 Card (No Charge Now)' }).click();
      await expectPaymentSuccess(page);
      await expect(outcome).toContainText(
        `First charge: ${usd(3 * UNIT_PRICE)} for 3 cards on ${trialEnd}, when the trial ends.`,
      );
      expect((await subscriptionDetails(page)).card_allocation).toBe(3);

      // The subscription page: the price, the first charge, and the way to the payment method.
      await open(page, '/subscription');
      const billing = page.getByRole('region', { name: 'After your trial' });
      await expect(billing).toContainText(`Price${usd(UNIT_PRICE)} per card per year`);
      await expect(billing).toContainText(
        `First charge${usd(3 * UNIT_PRICE)} for 3 cards on ${trialEnd}`,
      );
      await expectNoSeriousA11yViolations(page);
      await billing.getByRole('button', { name: 'Update payment method' }).click();
      await expect(page).toHaveURL(/\/billing\/portal$/);
    });
  });
}

import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { daysAfter, longDate, subscriptionDetails } from '../support/e2e/billing';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';

/** RETENTION_DAYS of the end-to-end server (the default). */
const RETENTION_DAYS = 30;

const billingValue = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Billing Information' })
    .locator('div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

const deletionWarning = (date: Date) =>
  `Your cards will be deleted ${RETENTION_DAYS} days after your subscription ends, on ${longDate(date)}, unless you reactivate it.`;

/** What the subscription page says of a canceled subscription that ended at `endedAt`. */
async function expectCanceledNotices(page: Page, endedAt: string) {
  await expect(
    page.getByText(
      'Your subscription has been canceled. You can still access your existing cards.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Your cards will be deleted on ${longDate(daysAfter(endedAt, RETENTION_DAYS))} unless you reactivate your subscription.`,
    ),
  ).toBeVisible();
}

test.use({ viewport: PHONE, locale: 'en-US' });

test('cancelling a trial says when the cards go, and a canceled subscription has no next billing date', async ({
  page,
}) => {
  await signedInUser(page, { cards: 2, status: 'trialing' });
  await open(page, '/subscription');
  await page.getByRole('button', { name: 'Cancel Trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Trial' });
  await expect(dialog).toContainText('This action cannot be undone!');
  await expect(dialog).toContainText('Your trial will end immediately');
  await expect(dialog).toContainText(deletionWarning(daysAfter(new Date(), RETENTION_DAYS)));
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'cancel-trial-dialog', async () => {
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, Cancel Subscription' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(page.getByText('Subscription canceled successfully')).toBeVisible();

  const ended = await subscriptionDetails(page);
  expect(ended.status).toBe('canceled');
  await expect(billingValue(page, 'Next Billing Date')).toHaveText('N/A');
  await expect(billingValue(page, 'End Date')).toHaveText(longDate(ended.ended_at ?? ''));
  await expectCanceledNotices(page, ended.ended_at ?? '');
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'trial-canceled', async () => {
    await expect(billingValue(page, 'Next Billing Date')).toHaveText('N/A');
    await expect(billingValue(page, 'End Date')).toBeVisible();
    await expectCanceledNotices(page, ended.ended_at ?? '');
  });
});

test('cancelling an active subscription says access lasts to the period end and when the cards go', async ({
  page,
}) => {
  await signedInUser(page, { cards: 1, status: 'active' });
  const active = await subscriptionDetails(page);
  const periodEnd = active.current_period_end ?? '';
  await open(page, '/subscription');
  await expect(billingValue(page, 'Next Billing Date')).toHaveText(longDate(periodEnd));

  // Active subscriptions cancel in the billing portal (the local driver's test portal here).
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/billing\/portal$/);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(dialog).toContainText('This action cannot be undone!');
  await expect(dialog).toContainText(
    'Access continues until the end of your current billing period',
  );
  await expect(dialog).toContainText(deletionWarning(daysAfter(periodEnd, RETENTION_DAYS)));
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'cancel-subscription-dialog', async () => {
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, Cancel Subscription' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
  await expect(page.getByText('Subscription canceled successfully')).toBeVisible();

  // Still active until the period ends, but nothing more will be charged.
  await open(page, '/subscription');
  await expect(billingValue(page, 'Next Billing Date')).toHaveText('N/A');
  await expect(billingValue(page, 'End Date')).toHaveText(longDate(periodEnd));
});

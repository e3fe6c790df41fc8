import { test, expect } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

test.use({ viewport: PHONE, locale: 'en-US' });

test('a new user without a subscription is told the first step is the free trial', async ({
  page,
}) => {
  await signedInUser(page);
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();

  // The vault has no slots to count yet: no "0 of 0" bar, but why and how to get them.
  const vault = page.getByRole('region', { name: 'CardVault' });
  await expect(vault).toContainText('No card slots yet');
  await expect(vault).toContainText('Your card slots come with a subscription.');
  await expect(vault.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText(/0 of 0/)).toHaveCount(0);
  await expect(page.getByText('0%')).toHaveCount(0);

  // The empty list: the words of docs/product.md, and the two steps in their order.
  const cards = page.getByRole('region', { name: 'Your cards' });
  await expect(cards.getByRole('heading', { name: 'No Cards Found' })).toBeVisible();
  const steps = cards.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Start your 2-month free trial');
  await expect(steps.nth(0)).toContainText('Nothing is charged until the trial ends.');
  await expect(steps.nth(1)).toContainText('Create Your First Card');
  const start = steps.nth(0).getByRole('link', { name: 'Start Free Trial' });
  await expect(start).toHaveAttribute('href', '/pricing');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `my-cards-new-user-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'my-cards-new-user', async () => {
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
    await expect(vault).toContainText('No card slots yet');
    await expect(cards.getByRole('heading', { name: 'No Cards Found' })).toBeVisible();
    await expect(steps.nth(0)).toContainText('Start your 2-month free trial');
    await expect(steps.nth(1)).toContainText('Create Your First Card');
    await expect(start).toBeVisible();
  });

  await start.click();
  await expect(page).toHaveURL(`${baseURL}/pricing`);
  await expect(page.getByRole('heading', { name: 'Start your 2-month free trial' })).toBeVisible();
});

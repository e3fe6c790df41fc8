import { test, expect } from '@playwright/test';
import { ORG_MESSAGES } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

// At a phone's width, where the layout is most at risk; atOtherWidth checks the other at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test("an owner starts the organisation's free trial from the Team page, then sees its seats used and free and opens its billing", async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await signedInUser(page, { fullName: 'Ada Lovelace' });

  await open(page, '/team');
  const name = `Seat Holders ${Date.now().toString(36)}`;
  await page.getByLabel('Organisation name').fill(name);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(
    page.locator('[data-sonner-toaster]').getByText(ORG_MESSAGES.created).first(),
  ).toBeVisible();

  // No subscription yet: what the seats are for, and the trial to start.
  const seats = page.getByRole('region', { name: 'Seats' });
  await expect(seats).toContainText('The organisation has no subscription yet.');
  await expect(seats.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-seats-none-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-seats-none', async () => {
    await expect(seats.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  });

  // Three seats through the local test checkout, which names the organisation.
  await seats.getByRole('button', { name: 'More seats' }).click();
  await seats.getByRole('button', { name: 'More seats' }).click();
  await seats.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  // The checkout names it in the page (the header's workspace switcher may name it too).
  await expect(page.locator('#main-content').getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the organisation's Team page: its trial, seats used and free.
  await expect(page).toHaveURL(/\/team\?org=seat-holders-/);
  await expect(seats).toContainText('0 of 3 seats used');
  await expect(seats).toContainText('Trial Active');
  await expect(seats).toContainText('Free trial until');
  await expect(seats.getByRole('button', { name: 'Add seats' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-seats-trial-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-seats-trial', async () => {
    await expect(seats.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  });

  // Its billing portal is the organisation's, not the owner's own (they have none).
  await seats.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/billing\/portal\?orgId=/);
  await expect(
    page.getByRole('heading', { name: 'Your organisation’s subscription' }),
  ).toBeVisible();
  await expect(page.getByText('0 of 3 in use')).toBeVisible();
  // Its way back names this organisation, whichever one the header chose last.
  await page.getByRole('link', { name: 'Return to CardVault' }).click();
  await expect(page).toHaveURL(/\/team\?org=seat-holders-[a-z0-9-]+$/);
  await expect(seats).toContainText('0 of 3 seats used');
});

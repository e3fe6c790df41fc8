import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { subscriptionDetails } from '../support/e2e/billing';
import { signedInUser, createCard } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { PHONE } from '../support/e2e/viewports';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';

// At a phone's width, where the layout is most at risk; atOtherWidth checks the other at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test('the trial card-count dialog refuses fewer cards than are in use before sending', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(150_000);
  await signedInUser(page);
  await open(page, '/pricing');
  await page.getByRole('button', { name: 'More cards' }).click();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your free trial has started!' })).toBeVisible();
  await createCard(page, { fullName: 'Ada Lovelace' });
  await createCard(page, { fullName: 'Charles Babbage' });

  await open(page, '/subscription');
  await expect(page.getByText('Used 2 of 2 cards')).toBeVisible();
  await page.getByRole('button', { name: 'Add More Cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Card Count (Trial Period)' });
  const submit = dialog.getByRole('button', { name: 'Update Cards (No Charge Now)' });
  const field = dialog.getByRole('spinbutton', { name: 'Number of cards' });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/update-trial-card-count')) sent.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Fewer cards' }).click();
  await expect(field).toHaveValue('1');
  await expect(dialog.getByRole('alert')).toHaveText(
    'You already have 2 cards, so the trial needs at least 2 cards (you asked for 1).',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
  await expect(dialog).toContainText('-1');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `trial-card-count-${PHONE.width}.png`);
  await atOtherWidth(page, 'trial-card-count', async () => {
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(field).toBeVisible();
    await expect(submit).toBeVisible();
    await expect(submit).toBeDisabled();
  });
  // Enter in the field does not send it either.
  await field.press('Enter');
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
  expect((await subscriptionDetails(page)).card_allocation).toBe(2);

  await dialog.getByRole('button', { name: 'More cards' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await dialog.getByRole('button', { name: 'More cards' }).click();
  await submit.click();
  await expect(page.getByText(/Your trial now has 3 cards/)).toBeVisible();
  expect((await subscriptionDetails(page)).card_allocation).toBe(3);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { png } from '../support/shared/images';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { baseURL } from '../../playwright.config';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

const conflictDialog = (page: Page, thing: string) =>
  page.getByRole('dialog', { name: `This ${thing} was changed elsewhere` });

/** The card as its owner's API gives it, read in the page's session. */
async function savedCard(page: Page, id: string) {
  const response = await page.request.get(`/api/card?id=${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { jobTitle: string; location: string; version: number };
}

test.describe('a card edited in two tabs', () => {
  test.use({ viewport: PHONE });

  test('the later save shows what changed and keeps both changes', async ({ page }) => {
    // Two tabs, two saves, the dialog, axe.
    test.slow();
    await signedInUser(page, { cards: 2 });
    const card = await createCard(page, {
      fullName: 'Ada Lovelace',
      jobTitle: 'Engineer',
      location: 'London',
    });
    // Tab B was opened first and is still open when tab A saves.
    const tabB = await page.context().newPage();
    await open(tabB, `/update?id=${card.id}`);
    await expect(tabB.getByRole('textbox', { name: /^Location/ })).toHaveValue('London');

    await open(page, `/update?id=${card.id}`);
    await page.getByRole('textbox', { name: /^Job title/ }).fill('Chief Engineer');
    await page.getByRole('button', { name: 'Update Card' }).click();
    await expect(page.getByText('Card updated successfully!')).toBeVisible();

    await tabB.bringToFront();
    await tabB.getByRole('textbox', { name: /^Location/ }).fill('Paris');
    await tabB.getByRole('button', { name: 'Update Card' }).click();
    const dialog = conflictDialog(tabB, 'card');
    await expect(dialog).toBeVisible();
    // Nothing was saved over tab A's change.
    expect(await savedCard(tabB, card.id)).toMatchObject({
      jobTitle: 'Chief Engineer',
      location: 'London',
      version: 2,
    });

    const jobTitle = dialog.getByRole('group', { name: /^Job title/ });
    const location = dialog.getByRole('group', { name: /^Location/ });
    await expect(jobTitle).toContainText('Changed elsewhere');
    await expect(location).toContainText('You changed this');
    // What each side changed is kept unless the user says otherwise.
    await expect(jobTitle.getByRole('radio', { name: /^Take the newer one/ })).toBeChecked();
    await expect(jobTitle.getByRole('radio', { name: /^Take the newer one/ })).toHaveAccessibleName(
      /Chief Engineer/,
    );
    await expect(jobTitle.getByRole('radio', { name: /^Keep mine/ })).toHaveAccessibleName(
      /Keep mine\s*Engineer/,
    );
    await expect(location.getByRole('radio', { name: /^Keep mine/ })).toBeChecked();
    await expect(location.getByRole('radio', { name: /^Keep mine/ })).toHaveAccessibleName(/Paris/);
    await expectNoSeriousA11yViolations(tabB);
    await shot(tabB, `edit-conflict-${PHONE.width}.png`);
    await atOtherWidth(tabB, 'edit-conflict', async () => {
      await expect(dialog).toBeVisible();
      await expect(jobTitle).toContainText('Changed elsewhere');
      await expect(location).toContainText('You changed this');
      await expect(jobTitle.getByRole('radio', { name: /^Take the newer one/ })).toBeVisible();
      await expect(location.getByRole('radio', { name: /^Keep mine/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save with these choices' })).toBeVisible();
    });

    // For all, then one by one.
    await dialog.getByRole('button', { name: 'Take the newer one for all' }).click();
    await expect(location.getByRole('radio', { name: /^Take the newer one/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Load the newer one' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep mine for all' }).click();
    await expect(jobTitle.getByRole('radio', { name: /^Keep mine/ })).toBeChecked();
    await jobTitle.getByRole('radio', { name: /^Take the newer one/ }).check();
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();

    await expect(tabB.getByText('Card updated successfully!')).toBeVisible();
    expect(await savedCard(tabB, card.id)).toMatchObject({
      jobTitle: 'Chief Engineer',
      location: 'Paris',
      version: 3,
    });
  });
});

test.describe('the conflict dialog', () => {
  test.use({ viewport: DESKTOP });

  test('Back to editing keeps everything typed; taking every newer value loads the saved card', async ({
    page,
  }) => {
    test.slow();
    await signedInUser(page, { cards: 1 });
    const card = await createCard(page, {
      fullName: 'Grace Hopper',
      jobTitle: 'Engineer',
      location: 'London',
    });
    const tabB = await page.context().newPage();
    await open(tabB, `/update?id=${card.id}`);
    await open(page, `/update?id=${card.id}`);
    await page.getByRole('textbox', { name: /^Job title/ }).fill('Rear Admiral');
    await page.getByRole('button', { name: 'Update Card' }).click();
    await expect(page.getByText('Card updated successfully!')).toBeVisible();

    await tabB.bringToFront();
    await tabB.getByRole('textbox', { name: /^Job title/ }).fill('Commodore');
    await tabB.getByRole('textbox', { name: /^Location/ }).fill('Arlington');
    await tabB.getByRole('button', { name: 'Update Card' }).click();
    const dialog = conflictDialog(tabB, 'card');
    await expect(dialog.getByRole('group', { name: /^Job title/ })).toContainText(
      'Changed in both places',
    );
    await dialog.getByRole('button', { name: 'Back to editing', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(tabB.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Commodore');
    await expect(tabB.getByRole('textbox', { name: /^Location/ })).toHaveValue('Arlington');

    await tabB.getByRole('button', { name: 'Update Card' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Take the newer one for all' }).click();
    await dialog.getByRole('button', { name: 'Load the newer one' }).click();
    await expect(dialog).toBeHidden();
    await expect(tabB).toHaveURL(/\/update\?id=/);
    await expect(tabB.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Rear Admiral');
    await expect(tabB.getByRole('textbox', { name: /^Location/ })).toHaveValue('London');
    // Standing on the newer version now: a change saves without another conflict.
    await tabB.getByRole('textbox', { name: /^Location/ }).fill('Arlington');
    await tabB.getByRole('button', { name: 'Update Card' }).click();
    await expect(tabB.getByText('Card updated successfully!')).toBeVisible();
    expect(await savedCard(tabB, card.id)).toMatchObject({
      jobTitle: 'Rear Admiral',
      location: 'Arlington',
      version: 3,
    });
  });

  test('the account page in two tabs: a new name in one, a new picture in the other, both kept', async ({
    page,
  }) => {
    test.slow();
    await signedInUser(page, { fullName: 'Katherine Johnson' });
    const tabB = await page.context().newPage();
    await open(tabB, '/account');
    await open(page, '/account');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Katherine G. Johnson');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Account details saved.')).toBeVisible();

    await tabB.bringToFront();
    await tabB.getByRole('button', { name: 'Change picture' }).click();
    const picker = tabB.getByRole('dialog');
    await picker.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(picker).toBeHidden();
    await tabB.getByRole('button', { name: 'Save changes' }).click();
    const dialog = conflictDialog(tabB, 'profile');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: /^Full name/ })).toContainText(
      'Changed elsewhere',
    );
    await expect(dialog.getByRole('group', { name: /^Profile picture/ })).toContainText(
      'You changed this',
    );
    await expectNoSeriousA11yViolations(tabB);
    await shot(tabB, 'edit-conflict-profile-1280.png');
    await dialog.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(tabB.getByText('Account details saved.')).toBeVisible();

    const answer = await tabB.request.post('/api/user/get-user', {
      headers: { origin: baseURL },
      data: {},
    });
    const user = (await answer.json()) as {
      fullName: string;
      profileImageUrl: string | null;
      version: number;
    };
    expect(user.fullName).toBe('Katherine G. Johnson');
    expect(user.profileImageUrl).toMatch(/^\/media\/avatars\//);
    expect(user.version).toBe(3);
    await expect(tabB.getByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Katherine G. Johnson',
    );
  });
});

import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { PASSWORD, signedInUser } from '../support/e2e/fixtures';
import { png } from '../support/shared/images';

// A valid 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A verified account with a profile, signed in. */
async function createUser(page: Page, fullName: string) {
  return (await signedInUser(page, { fullName })).email;
}

async function maxFileSize(page: Page): Promise<number> {
  const config = (await (await page.request.get('/public-config.json')).json()) as {
    MAX_FILE_SIZE: number;
  };
  return config.MAX_FILE_SIZE;
}

test.describe('account page', () => {
  test('shows the sidebar, the read-only email, and saves a new name', async ({ page }) => {
    const email = await createUser(page, 'Ada Lovelace');
    await open(page, '/account');
    await expect(page).toHaveTitle(/^Account/);
    const sidebar = page.getByRole('navigation', { name: 'Account' });
    for (const [name, href] of [
      ['Account', '/account'],
      ['My Cards', '/'],
      ['Manage Subscription', '/subscription'],
      ['Sign Out', '/logout'],
    ] as const) {
      await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'Create Card' })).toBeVisible();
    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page);

    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    const fullName = page.getByLabel('Full name');
    await fullName.fill('  ');
    await save.click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    // The error, beside the name's counter (2/100 characters).
    await expect(fullName).toHaveAccessibleDescription(/Please enter your full name/);

    await fullName.fill('Augusta Ada King');
    await save.click();
    await expect(page.getByText('Account details saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Augusta Ada King');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByText('Augusta Ada King')).toBeVisible();
  });

  test('avatar: upload with a pending change, then remove', async ({ page }) => {
    await createUser(page, 'Grace Hopper');
    await open(page, '/account');
    const limit = await maxFileSize(page);

    await page.getByRole('button', { name: 'Change picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await expect(dialog.getByText(`JPEG or PNG, up to ${limit}MB`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Choose a picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await png(64, 64),
    });
    await expect(
      dialog.getByRole('img', { name: 'Preview of the profile picture' }),
    ).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pending change')).toBeVisible();

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Account details saved.')).toBeVisible();
    await expect(page.getByText('Pending change')).toBeHidden();
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await expect(picture).toHaveAttribute('src', /^\/media\/|^https?:\/\//);
    await page.reload();
    await expect(picture).toHaveAttribute('src', /^\/media\/|^https?:\/\//);

    await page.getByRole('button', { name: 'Change picture' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Pending change')).toBeVisible();
    await expect(picture).toBeHidden();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Account details saved.').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(picture).toHaveCount(0);
  });

  // The texts are docs/product.md#validation-images.
  test('avatar: a wrong type or an oversized file gets the product text', async ({ page }) => {
    await createUser(page, 'Hedy Lamarr');
    await open(page, '/account');
    const limit = await maxFileSize(page);

    await page.getByRole('button', { name: 'Change picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    const input = dialog.getByLabel('Choose a picture');

    await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(
      dialog.getByText('Invalid file type. Please use JPEG, JPG, or PNG format.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Over the limit and not a picture the browser can shrink (a real photo would be downscaled
    // instead: docs/product.md#validation-images).
    const oversized = Buffer.alloc(Math.ceil(limit * 1024 * 1024) + 1024, 0x5a);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: oversized });
    await expect(dialog.getByText(`File too large. Maximum size is ${limit}MB.`)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      new RegExp(`File too large. Maximum size is ${limit}MB.`),
    );
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // A picture the server would refuse for its shape is refused when it is chosen.
    await input.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(
      dialog.getByText(
        'The image is 1 × 1 pixels: each side must be at least 16 pixels and at most 20 times the other.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('password users can update their password', async ({ page }) => {
    const email = await createUser(page, 'Katherine Johnson');
    await open(page, '/account');
    const section = page.getByRole('region', { name: 'Update password' });
    await expect(section).toBeVisible();

    await section.getByLabel('Current password').fill('not-my-password');
    await section.getByLabel('New password').fill('another-secret');
    await section.getByRole('button', { name: 'Update password' }).click();
    await expect(
      section.getByText('Authentication failed: Incorrect password. Please try again.'),
    ).toBeVisible();

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated.')).toBeVisible();

    await page.context().clearCookies();
    await open(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('looks finished on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createUser(page, 'Mary Jackson');
    await open(page, '/account');
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});

import { expect, type Page } from '@playwright/test';
import { firstLink, waitForMail } from './mailbox';

export const PASSWORD = 'correct-horse-1';

/** Opens a page and waits until the page loader has gone. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#page-loader')).toHaveCount(0);
}

/** Signs up through the API (no sign-in attempt used up) and follows the mailed link; with a name, completes the profile. */
export async function createVerifiedUser(page: Page, email: string, fullName?: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: '', email, password: PASSWORD, callbackURL: '/login' },
  });
  expect(response.status()).toBe(200);
  await page.goto(firstLink(await waitForMail(email, /verify/i)));
  await expect(page).toHaveURL(/\/complete-profile$/);
  if (fullName) {
    await page.getByLabel('Full name').fill(fullName);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  return email;
}

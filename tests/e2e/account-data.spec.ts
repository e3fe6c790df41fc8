import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { readZip } from '../support/shared/zip';
import { baseURL } from '../../playwright.config';
import { ACCOUNT_DATA_MESSAGES } from '../../src/shared/account-data';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import {
  createAccount,
  createCard,
  makeAdmin,
  PASSWORD,
  signedInUser,
} from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

/** A sign-in as a new visitor would try it, outside any browser session: its status. */
async function signInStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

const deleteDialog = (page: Page) => page.getByRole('dialog', { name: 'Delete your account' });

test.describe('take your data and leave', () => {
  test.use({ viewport: PHONE });

  test('downloads my data, then deletes my account through the dialog; signing in fails', async ({
    page,
  }) => {
    const user = await signedInUser(page, { fullName: 'Lena Leaving', cards: 2 });
    const card = await createCard(page, { fullName: 'Lena Leaving' });
    await open(page, '/account');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await atOtherWidth(page, 'account-data', async () => {
      await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: 'Delete my account', exact: true }),
      ).toBeVisible();
    });

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cardvault-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readZip(await readFile(await download.path()));
    for (const name of ['README.txt', 'profile.json', 'cards.json', 'analytics.csv'])
      expect(zip.has(name), name).toBe(true);
    const profile = JSON.parse(zip.get('profile.json')!.toString('utf8')) as {
      account: { email: string };
    };
    expect(profile.account.email).toBe(user.email);
    const cards = JSON.parse(zip.get('cards.json')!.toString('utf8')) as {
      cards: { id: string }[];
    };
    expect(cards.cards.map((item) => item.id)).toEqual([card.id]);
    expect([...zip.keys()].some((name) => name.endsWith(`-${card.id}.vcf`))).toBe(true);

    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const dialog = deleteDialog(page);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await atOtherWidth(page, 'account-delete-dialog', async () => {
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Delete my account forever' })).toBeVisible();
    });
    // Cancel closes it with nothing done; it opens again.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Your e-mail address');
    const password = dialog.getByLabel('Your password');
    const confirm = dialog.getByRole('button', { name: 'Delete my account forever' });

    await email.fill('someone-else@example.com');
    await password.fill(PASSWORD);
    await confirm.click();
    await expect(email).toHaveAccessibleDescription(/This is not the e-mail of your account/);

    await email.fill(user.email.toUpperCase());
    await password.fill('not-my-password');
    await confirm.click();
    await expect(dialog.getByText('This password is not correct')).toBeVisible();
    // Nothing typed was lost; the account is still there.
    await expect(email).toHaveValue(user.email.toUpperCase());
    await expect(dialog).toBeVisible();

    await password.fill(PASSWORD);
    await confirm.click();
    await expect(page.getByText(ACCOUNT_DATA_MESSAGES.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    expect(await signInStatus(user.email, PASSWORD)).toBe(401);
    const publicCard = await page.request.get(`/showcase?id=${card.id}`);
    expect(publicCard.status()).toBe(404);
    await open(page, '/account');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an admin who deletes their own account is still named in the audit log', async ({
    page,
  }) => {
    // Another admin acts in the console, then deletes their own account.
    const tag = Date.now().toString(36);
    const leaving = await createAccount({ fullName: `Alma Leaving ${tag}` });
    await makeAdmin(leaving.id);
    const promoted = await createAccount({ fullName: `Pia Promoted ${tag}` });
    const as = (path: string, body: object) =>
      fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL, cookie: leaving.cookie },
        body: JSON.stringify(body),
      });
    expect((await as('/api/user/set-admin', { userId: promoted.id, isAdmin: true })).status).toBe(
      200,
    );
    expect(
      (await as('/api/account/delete', { confirmation: leaving.email, password: PASSWORD })).status,
    ).toBe(200);
    expect(await signInStatus(leaving.email, PASSWORD)).toBe(401);

    const admin = await signedInUser(page, { fullName: 'Otto Onduty' });
    await makeAdmin(admin.id);
    await open(page, '/admin/audit');
    await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(leaving.email);
    // Their one action as an admin (their own deletion names them only by id, as its target).
    const showing = page.getByText(/^Showing 1–1 of 1 entries$/);
    await expect(showing).toBeVisible();
    const row = page
      .getByRole('region', { name: 'Audit log table' })
      .getByRole('row')
      .filter({ hasText: 'Grant admin' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(leaving.fullName);
    await expect(row).toContainText(leaving.email);
    await expect(row).toContainText('Account deleted');
    await expect(row).toContainText(promoted.id);
    await shot(page, `audit-deleted-admin-${PHONE.width}.png`);
    await expectNoSeriousA11yViolations(page);
    await atOtherWidth(page, 'audit-deleted-admin', async () => {
      await expect(showing).toBeVisible();
      await expect(row).toHaveCount(1);
      await expect(row).toBeVisible();
      await expect(row).toContainText(leaving.email);
    });
  });

  test('an admin deletes a user from the console with the e-mail typed again', async ({ page }) => {
    const admin = await signedInUser(page, { fullName: 'Ursula Admin' });
    await makeAdmin(admin.id);
    const target = await createAccount({ fullName: `Gone ${Date.now().toString(36)}` });
    await open(page, '/admin/users');
    await page.getByLabel('Search users').fill(target.email);
    const item = page
      .getByRole('region', { name: 'Users' })
      .getByRole('article', { name: target.fullName });
    await item.getByRole('button', { name: `Delete user ${target.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog).toContainText(target.email);
    await expectNoSeriousA11yViolations(page);
    const confirm = dialog.getByRole('button', { name: 'Delete user forever' });
    await expect(confirm).toBeDisabled();
    await atOtherWidth(page, 'admin-delete-user', async () => {
      await expect(dialog).toContainText(target.email);
      await expect(confirm).toBeVisible();
      await expect(confirm).toBeDisabled();
    });
    await dialog.getByLabel('E-mail address of the account').fill(target.email);
    await confirm.click();
    await expect(page.getByText(ACCOUNT_DATA_MESSAGES.deletedByAdmin)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    expect(await signInStatus(target.email, target.password)).toBe(401);
  });
});

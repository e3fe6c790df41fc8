import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { OrgSummary } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

/**
 * SCIM provisioning (docs/product.md#scim-provisioning): an owner opens Provisioning from Team,
 * copies the base URL, creates a token (shown once), sees a directory's use of it, names an admin
 * group and revokes the token; the directory is then refused.
 */
test.use({ viewport: PHONE });

const post = async <T>(page: Page, path: string, data: object): Promise<T> => {
  const response = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

const scimUsers = (token: string) =>
  fetch(`${baseURL}/api/auth/scim/v2/Users`, { headers: { authorization: `Bearer ${token}` } });

test('create a SCIM token, see it used, name an admin group and revoke the token', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signedInUser(page);
  const org = await post<OrgSummary>(page, '/api/org/create', { name: 'Directory Ltd' });

  await open(page, `/team?org=${org.slug}`);
  await page.getByRole('link', { name: 'Provisioning' }).click();
  await expect(page.getByRole('heading', { name: 'Provisioning', level: 1 })).toBeVisible();
  const tokens = page.getByRole('region', { name: 'Tokens' });
  await expect(tokens.getByText('No tokens yet.')).toBeVisible();
  const base = page.getByRole('region', { name: 'Base URL' });
  await expect(base.locator('code')).toHaveText(/\/api\/auth\/scim\/v2$/);
  await base.getByRole('button', { name: 'Copy base URL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/api\/auth\/scim\/v2$/,
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, `provisioning-empty-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'provisioning-empty', async () => {
    await expect(tokens.getByRole('button', { name: 'Create token' })).toBeVisible();
    await expect(base.getByRole('button', { name: 'Copy base URL' })).toBeVisible();
  });

  // A name is needed; then the token is shown once, to copy.
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByLabel('Token name')).toHaveAccessibleDescription(/Name is required/);
  await tokens.getByLabel('Token name').fill('Okta production');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await expect(tokens.getByText('it will not be shown again')).toBeVisible();
  const token = (await tokens.locator('code').textContent()) ?? '';
  expect(token.length).toBeGreaterThan(40);
  await tokens.getByRole('button', { name: 'Copy token' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `provisioning-token-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'provisioning-token', async () => {
    await expect(tokens.locator('code')).toBeVisible();
    await expect(tokens.getByRole('button', { name: 'I have saved it' })).toBeVisible();
  });
  await tokens.getByRole('button', { name: 'I have saved it' }).click();
  await expect(tokens.locator('code')).toHaveCount(0);

  // The directory uses it; the list says so.
  expect((await scimUsers(token)).status).toBe(200);
  await page.reload();
  const item = tokens.getByRole('listitem').filter({ hasText: 'Okta production' });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item.getByText(/last used/)).toBeVisible();

  // An admin group.
  const groups = page.getByRole('region', { name: 'Groups and roles' });
  await groups.getByLabel('Admin groups').fill('CardVault Admins\nIT');
  await groups.getByRole('button', { name: 'Save admin groups' }).click();
  await expect(page.getByText('Admin groups saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `provisioning-list-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'provisioning-list', async () => {
    await expect(item.getByRole('button', { name: 'Revoke' })).toBeVisible();
    await expect(groups.getByRole('button', { name: 'Save admin groups' })).toBeVisible();
  });

  // Revoking asks first, then the directory is refused.
  await item.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke token' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `provisioning-revoke-${PHONE.width}.png`);
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(item.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  expect((await scimUsers(token)).status).toBe(401);
});

import { test, expect, request as playwrightRequest, type Page } from '@playwright/test';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '../../src/shared/api-tokens';
import type { OrgSummary } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP } from '../support/e2e/viewports';

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

test.use({ viewport: DESKTOP });

test('an owner makes an API token for a script, which uses it until the owner revokes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signedInUser(page, { fullName: 'Ada Lovelace' });
  const made = await page.request.post('/api/org/create', {
    data: { name: `Token Works ${Date.now().toString(36)}` },
  });
  expect(made.status()).toBe(201);
  const org = (await made.json()) as OrgSummary;

  // The list fails to load (retries included): the error says so, and Retry loads it.
  let failing = true;
  await page.route('**/api/org/api-tokens/list', async (route) => {
    if (!failing) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'Something went wrong' }),
    });
  });

  // The way there: Team's records and connections.
  await open(page, `/team?org=${org.slug}`);
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(`${baseURL}/team/api-tokens?org=${org.slug}`);
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  await expect(page.getByText('Failed to load the API tokens')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `api-tokens-error-${DESKTOP.width}.png`, { fullPage: true });
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `api-tokens-empty-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'api-tokens-empty', async () => {
    await expect(page.getByRole('button', { name: 'New token' })).toBeVisible();
  });

  // The dialog: a name is needed; scopes and expiry chosen.
  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);
  await dialog.getByLabel('Name').fill('CRM sync');
  await dialog.getByRole('checkbox', { name: /Read cards/ }).uncheck();
  await dialog.getByRole('checkbox', { name: /Read members/ }).check();
  await dialog.getByLabel('Expires after').selectOption('30');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `api-tokens-dialog-${DESKTOP.width}.png`);
  await atOtherWidth(page, 'api-tokens-dialog', async () => {
    await expect(dialog.getByRole('button', { name: 'Create token' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog).toBeHidden();

  // Shown once, with its warning and a copy button.
  await expect(page.getByText(API_TOKEN_MESSAGES.shownOnce)).toBeVisible();
  const token = (await page.getByLabel('The new API token').textContent())?.trim() ?? '';
  expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
  const listed = page.getByRole('list', { name: 'API tokens' }).getByRole('listitem');
  await expect(listed.filter({ hasText: 'CRM sync' })).toContainText('members:read');
  await expect(listed.filter({ hasText: 'CRM sync' })).toContainText('Never');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `api-tokens-created-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'api-tokens-created', async () => {
    await expect(page.getByLabel('The new API token')).toBeVisible();
  });
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByLabel('The new API token')).toHaveCount(0);

  // A script with the token and no session: its scope works, another scope's route does not.
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const members = await script.post('/api/org/list-members', { data: { orgId: org.id } });
  expect(members.status()).toBe(200);
  const body = (await members.json()) as { items: { name: string }[] };
  expect(body.items.map((member) => member.name)).toEqual(['Ada Lovelace']);
  const cards = await script.post('/api/org/list-cards', { data: { orgId: org.id } });
  expect(cards.status()).toBe(403);

  // The list shows its last use; the owner revokes it after a question.
  await page.reload();
  const item = page
    .getByRole('list', { name: 'API tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'CRM sync' });
  await expect(item).not.toContainText('Never');
  await item.getByRole('button', { name: 'Revoke CRM sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
  await expect(confirm).toContainText('CRM sync');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `api-tokens-revoke-${DESKTOP.width}.png`);
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await toast(page, API_TOKEN_MESSAGES.revoked);
  await expect(item).toContainText('Revoked');
  await expect(item.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `api-tokens-revoked-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'api-tokens-revoked', async () => {
    await expect(item).toContainText('Revoked');
  });

  const after = await script.post('/api/org/list-members', { data: { orgId: org.id } });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { error: string }).error).toBe('API_TOKEN_REVOKED');
  await script.dispose();
});

import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { DOMAIN_MESSAGES } from '../../src/shared/organisation-domains';
import type { OrgSummary } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { setDns } from '../support/e2e/dns';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

// At a phone's width, where the long TXT record is most at risk; atOtherWidth checks the laptop.
test.use({ viewport: PHONE });

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

test('an owner adds the company’s domain, copies its TXT record, and verifies it once the record is published', async ({
  page,
  context,
}) => {
  // Both widths of five screens, and a DNS lookup that is left to time out.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signedInUser(page, { fullName: 'Ada Lovelace' });
  const tag = Date.now().toString(36);
  const created = await page.request.post('/api/org/create', {
    data: { name: `Difference Engines ${tag}` },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as OrgSummary;

  // From the organisation's settings on Team.
  await open(page, `/team?org=${organisation.slug}`);
  await page.getByRole('link', { name: 'Domains' }).click();
  await expect(page).toHaveURL(new RegExp(`/team/domains\\?org=${organisation.slug}$`));
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No domains yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `domains-empty-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'domains-empty', async () => {
    await expect(page.getByRole('textbox', { name: 'Domain' })).toBeVisible();
  });

  // What is not a company's own domain is refused under the field: by the form, and by the server.
  const field = page.getByRole('textbox', { name: 'Domain' });
  await field.fill('gmail.com');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(DOMAIN_MESSAGES.consumer));
  await field.fill('co.uk');
  await page.getByRole('button', { name: 'Add domain' }).click();
  await expect(field).toHaveAccessibleDescription(new RegExp(DOMAIN_MESSAGES.publicSuffix));
  await expect(field).toBeFocused();

  const domain = `engines-${tag}.test`;
  await field.fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add domain' }).click();
  await toast(page, DOMAIN_MESSAGES.added);
  const item = page.getByRole('listitem').filter({ hasText: domain });
  await expect(item.getByText('Pending')).toBeVisible();
  const txtName = `_cardvault-challenge.${domain}`;
  await expect(item.getByText(txtName, { exact: true })).toBeVisible();
  const txtValue = (await item.locator('code').nth(1).textContent()) ?? '';
  expect(txtValue).toMatch(/^cardvault-domain-verification=[\w-]{32}$/);
  await item.getByRole('button', { name: 'Copy the record name' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txtName);
  await item.getByRole('button', { name: 'Copy the record value' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txtValue);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `domains-pending-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'domains-pending', async () => {
    await expect(item.getByText(txtValue, { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: `Verify ${domain}` })).toBeVisible();
  });

  // Not published yet: the check says so, and the domain stays pending.
  await item.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(item.getByText(DOMAIN_MESSAGES.missing)).toBeVisible();
  await expect(item.getByText('Pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `domains-missing-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'domains-missing', async () => {
    await expect(item.getByText(DOMAIN_MESSAGES.missing)).toBeVisible();
  });

  // A DNS server that does not answer: the lookup gives up after a few seconds, and says so.
  await setDns({ silent: true });
  try {
    await item.getByRole('button', { name: `Verify ${domain}` }).click();
    await expect(item.getByText(DOMAIN_MESSAGES.lookupFailed)).toBeVisible({ timeout: 15_000 });
  } finally {
    await setDns({ silent: false });
  }
  await expectNoSeriousA11yViolations(page);
  await shot(page, `domains-lookup-failed-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'domains-lookup-failed', async () => {
    await expect(item.getByText(DOMAIN_MESSAGES.lookupFailed)).toBeVisible();
  });

  // Published (beside another TXT record the domain has): verified.
  await setDns({ name: txtName, values: ['v=spf1 -all', txtValue] });
  await item.getByRole('button', { name: `Verify ${domain}` }).click();
  await toast(page, DOMAIN_MESSAGES.verified);
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await expect(item.locator('code')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `domains-verified-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'domains-verified', async () => {
    await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  });

  // It stays verified when the page is opened again, and the audit log names it.
  await open(page, `/team/domains?org=${organisation.slug}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: domain }).getByText('Verified', { exact: true }),
  ).toBeVisible();
  await open(page, `/team/audit?org=${organisation.slug}`);
  await expect(page.getByText(`verified the domain ${domain}`)).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import {
  createCard,
  makeAdmin,
  seedSubscribers,
  seedSupportRequest,
  signedInUser,
  type E2eUser,
  uniqueEmail,
} from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';

const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedInAdmin(page: Page): Promise<E2eUser> {
  const admin = await signedInUser(page, { fullName: 'Billing Admin' });
  await makeAdmin(admin.id);
  return admin;
}

const table = (page: Page) => page.getByRole('region', { name: 'Subscriptions table' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const pageButtons = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Subscription pages' })
    .getByRole('button', { name: /^Page \d+$/ });
/** The value beside a label in a description list. */
const field = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter subscriptions' });

test.describe('admin console: subscriptions, support and audit', () => {
  test('subscriptions: stats, client filter, at most 5 page buttons, CSV export', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    await signedInAdmin(page);
    const names = Array.from(
      { length: 55 },
      (_, index) => `Subscriber ${tag} ${String(index + 1).padStart(2, '0')}`,
    );
    await seedSubscribers(names);
    const [formula] = await seedSubscribers([`=1+2, ${tag}x`], 'trialing');

    await open(page, '/admin/subscriptions');
    await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Subscription figures' });
    for (const label of [
      'Subscriptions',
      'Trial Active',
      'Active',
      'Past Due',
      'Canceled',
      'Cards allocated',
    ]) {
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(figures.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
    await expect(figures.getByText(/^\$[\d,]+\.\d{2} per card per year$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 56 rows match the tag: 6 pages, never more than 5 buttons.
    await filterBox(page).fill(tag);
    await expect(page.getByText(/^Showing 1–10 of 56 subscriptions$/)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: 'Page 5' }).click();
    await expect(pageButtons(page)).toHaveText(['2', '3', '4', '5', '6']);
    await expect(page.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing 51–56 of 56 subscriptions$/)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // The status filter works with the text.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Trial Active' });
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText(formula?.email ?? '');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Canceled' });
    await expect(page.getByText('No subscriptions found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Any status' });

    // Export writes the filtered rows, formulas neutralised.
    await filterBox(page).fill(`${tag}x`);
    await expect(bodyRows(page)).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const records = parse(csv) as string[][];
    expect(records).toHaveLength(2);
    expect(records[0]?.slice(0, 3)).toEqual(['user_name', 'user_email', 'status']);
    expect(records[1]?.slice(0, 4)).toEqual([
      `'=1+2, ${tag}x`,
      formula?.email,
      'trialing',
      'complimentary',
    ]);
  });

  test('subscriptions: add, view, edit, cancel and reconcile; the audit log lists them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await signedInAdmin(page);
    const context = await browser.newContext({ baseURL });
    const customerPage = await context.newPage();
    const customer = await signedInUser(customerPage, { fullName: 'Complimentary Customer' });

    await open(page, '/admin/subscriptions');

    // Add Subscription: an unknown address is refused in the dialog, a user's is granted.
    await page.getByRole('button', { name: 'Add Subscription' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Subscription' });
    await addDialog.getByRole('textbox', { name: 'User e-mail' }).fill(uniqueEmail('nobody'));
    await addDialog.getByRole('spinbutton', { name: 'Card allocation' }).fill('0');
    await addDialog.getByRole('button', { name: 'Add Subscription', exact: true }).click();
    await expect(addDialog.getByText('Enter a whole number from 1 to 1000')).toBeVisible();
    await addDialog.getByRole('spinbutton', { name: 'Card allocation' }).fill('3');
    await addDialog.getByRole('button', { name: 'Add Subscription', exact: true }).click();
    await expect(addDialog.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await addDialog.getByRole('textbox', { name: 'User e-mail' }).fill(customer.email);
    await addDialog.getByRole('button', { name: 'Add Subscription', exact: true }).click();
    await expect(
      page.getByText(`${customer.email} now has a complimentary subscription with 3 cards`),
    ).toBeVisible();
    await expect(addDialog).toBeHidden();

    await filterBox(page).fill(customer.email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('Active');

    // View: every field.
    await page.getByRole('button', { name: `View subscription of ${customer.email}` }).click();
    const viewDialog = page.getByRole('dialog', { name: 'Subscription details' });
    const expected: [string, string][] = [
      ['User name', customer.fullName],
      ['User e-mail', customer.email],
      ['Provider', 'complimentary'],
      ['Card allocation', '3'],
      ['Cards created', '0'],
    ];
    for (const [label, value] of expected) {
      await expect(field(viewDialog, label)).toHaveText(value);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewDialog).toBeHidden();

    // Edit: not below the user's cards, then a new allocation.
    for (const name of ['Card One', 'Card Two']) {
      await createCard(customerPage, { fullName: name, company: '', email: 'card@example.com' });
    }
    await page.getByRole('button', { name: `Edit subscription of ${customer.email}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Subscription' });
    const allocation = editDialog.getByRole('spinbutton', { name: 'Card allocation' });
    await expect(allocation).toHaveValue('3');
    await allocation.fill('1');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog.getByRole('alert')).toContainText(/2.*1|1.*2/);
    await expectNoSeriousA11yViolations(page);
    await allocation.fill('5');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Subscription updated')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await page.getByRole('button', { name: `View subscription of ${customer.email}` }).click();
    await expect(field(viewDialog, 'Card allocation')).toHaveText('5');
    await expect(field(viewDialog, 'Cards created')).toHaveText('2');
    await page.keyboard.press('Escape');

    // Cancel asks first; an active subscription runs to the period end.
    await page.getByRole('button', { name: `Cancel subscription of ${customer.email}` }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await expect(cancelDialog).toContainText(
      'Access continues until the end of the current billing period.',
    );
    await expectNoSeriousA11yViolations(page);
    await cancelDialog.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect(cancelDialog).toBeHidden();
    await page.getByRole('button', { name: `Cancel subscription of ${customer.email}` }).click();
    await cancelDialog.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(cancelDialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Cancel subscription of ${customer.email}` }),
    ).toBeDisabled();

    // Reconcile re-reads the provider's subscriptions and says what changed: on the local driver,
    // whose rows are its own record, nothing.
    await page.getByRole('button', { name: 'Reconcile' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Reconciled \d+ subscriptions?: nothing changed\.$/ }),
    ).toBeVisible();

    // The audit log lists each action with the admin who took it.
    await open(page, '/admin/audit');
    await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(admin.email);
    const rows = page.getByRole('region', { name: 'Audit log table' }).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    for (const action of ['Reconcile', 'Cancel', 'Update', 'Grant']) {
      await expect(rows.filter({ hasText: action }).first()).toContainText(admin.email);
    }
    await expect(rows.filter({ hasText: 'subscription.grant' })).toContainText(customer.email);
    await expect(rows.filter({ hasText: 'subscription.update' }).first()).toContainText(
      'cardAllocation: 5',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('subscriptions: a failed list shows an Error alert', async ({ page }) => {
    await signedInAdmin(page);
    await page.route('**/api/payments/list-subscriptions', (route) =>
      route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'boom' } }),
    );
    await open(page, '/admin/subscriptions');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Error', { exact: true })).toBeVisible();
    await expect(alert.getByText('Failed to fetch subscriptions')).toBeVisible();
  });

  test('support: requests are listed newest first with their text never read as HTML', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await signedInAdmin(page);
    const sender = uniqueEmail(`sender-${tag}`);
    const body = `<b>bold?</b> <img src=x onerror="alert(1)">\n    indented ${tag}`;
    await seedSupportRequest({ email: sender, subject: 'Bug Report', body: 'older one' });
    await seedSupportRequest({ email: sender, subject: 'Complaint', body });

    await open(page, '/admin/support');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search requests' }).fill(sender);
    const requests = page.getByRole('region', { name: 'Support requests' }).getByRole('article');
    await expect(requests).toHaveCount(2);
    await expect(requests.first()).toHaveAccessibleName(`Complaint from ${sender}`);
    await expect(requests.first()).toContainText('Submitted');
    const text = requests.first().locator('p.whitespace-pre-wrap');
    // Preserved as typed: tags as text, the line break and the indentation kept.
    await expect.poll(() => text.innerText()).toBe(body);
    await expect(requests.first().locator('b, img')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

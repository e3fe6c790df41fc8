import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { BRAND_MESSAGES } from '../../src/shared/brand-kit';
import { IMPORT_MESSAGES } from '../../src/shared/import';
import { ORG_MESSAGES, type OrgSummary } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { grantOrganisationSubscription, signedInUser, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

/** A form field by the start of its label ('Company' finds 'Company (optional)'). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

test.use({ viewport: DESKTOP });

test('an owner sets a brand kit with locks, imports three people from a CSV file; one joins and edits their card within the locks; removed, their card goes to someone else', async ({
  page,
  browser,
}) => {
  // Two people, mail, a kit, an import in two steps and both widths of each new screen.
  test.setTimeout(300_000);
  await signedInUser(page, { fullName: 'Ada Lovelace' });

  const name = `Difference Engines ${Date.now().toString(36)}`;
  await open(page, '/team');
  await page.getByLabel('Organisation name').fill(name);
  const slug = await page.getByLabel('Address').inputValue();
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await toast(page, ORG_MESSAGES.created);
  const listed = (await (
    await page.request.post('/api/org/list', { data: {}, headers: { origin: baseURL } })
  ).json()) as { items: OrgSummary[] };
  const orgId = listed.items.find((item) => item.slug === slug)?.id ?? '';
  expect(orgId).not.toBe('');
  await grantOrganisationSubscription(orgId, 5);

  // Team offers the kit and the import to its owner.
  const tools = page.getByRole('region', { name: 'Brand and people' });
  await expect(tools.getByRole('link', { name: 'Import people' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-tools-${DESKTOP.width}.png`);
  await atOtherWidth(page, 'team-tools', async () => {
    await expect(tools.getByRole('link', { name: 'Brand kit' })).toBeVisible();
  });

  // The kit: the company and a bright accent, both locked; the preview shows a member's card in
  // it, with the colour adjusted so the card stays readable.
  await tools.getByRole('link', { name: 'Brand kit' }).click();
  await expect(page).toHaveURL(`${baseURL}/team/brand?org=${slug}`);
  await expect(page.getByRole('heading', { name: 'Brand kit', level: 1 })).toBeVisible();
  await field(page, 'Company').fill('Difference Engines Ltd');
  await page.getByLabel('Lock Company on every card').check();
  await page.getByLabel('Accent colour', { exact: true }).fill('#ffee00');
  await page.getByLabel('Lock Accent colour on every card').check();
  await expect(page.getByText('Adjusted so the card stays readable')).toBeVisible();
  const kitPreview = page.getByRole('complementary', { name: 'A member’s card in the kit' });
  await expect(kitPreview).toContainText('Difference Engines Ltd');
  await expect(page.getByText('2 fields are locked.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Save brand kit' }).click();
  await toast(page, BRAND_MESSAGES.saved);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `brand-kit-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'brand-kit', async () => {
    await expect(page.getByLabel('Lock Company on every card')).toBeChecked();
  });
  await page.reload();
  await expect(field(page, 'Company')).toHaveValue('Difference Engines Ltd');
  await expect(page.getByLabel('Lock Accent colour on every card')).toBeChecked();

  // The import: a file of three people, its columns matched from the headers, one changed.
  await page.getByRole('main').getByRole('link', { name: 'Team', exact: true }).click();
  await tools.getByRole('link', { name: 'Import people' }).click();
  await expect(page).toHaveURL(`${baseURL}/team/import?org=${slug}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `import-empty-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'import-empty');
  // A file the server would refuse is said at once, in its words.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Email,Name\r\n"open@example.com,Never closed\r\n', 'utf8'),
  });
  await expect(page.getByText(IMPORT_MESSAGES.notCsv('a quote is never closed'))).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `import-bad-file-${PHONE.width}.png`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
  const [grace, katherine, dorothy] = [
    uniqueEmail('grace'),
    uniqueEmail('katherine'),
    uniqueEmail('dorothy'),
  ];
  const csv = [
    'E-mail;Name;Title;Mobile;Office;Company;Notes',
    `${grace};Grace Hopper;Engineer;0412 345 678;Arlington;Other Co;first`,
    `${katherine};Katherine Johnson;Mathematician;0412 345 679;Hampton;;`,
    `${dorothy};Dorothy Vaughan;Supervisor;0412 345 670;Hampton;;"says ""hi"""`,
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('3 people, 7 columns.')).toBeVisible();
  const columns = page.getByRole('list', { name: 'Columns' });
  await expect(columns.getByRole('combobox', { name: 'E-mail' })).toHaveValue('email');
  await expect(columns.getByRole('combobox', { name: 'Office' })).toHaveValue('location');
  await expect(columns.getByRole('combobox', { name: 'Notes' })).toHaveValue('');
  await columns.getByRole('combobox', { name: 'Title' }).selectOption({ label: 'Job title' });

  await page.getByRole('button', { name: 'Check the rows' }).click();
  const checked = page.getByRole('region', { name: 'Each row, checked' });
  await expect(checked.getByRole('listitem').filter({ hasText: 'Row 2' })).toContainText(
    `${grace}Would create`,
  );
  await expect(checked.getByText('Would create')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `import-dry-run-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'import-dry-run', async () => {
    await expect(page.getByRole('button', { name: 'Import 3 people' })).toBeVisible();
  });

  await page.getByRole('button', { name: 'Import 3 people' }).click();
  await toast(page, 'Import finished');
  await expect(page.getByText('Imported 3 of 3')).toHaveCount(0);
  const imported = page.getByRole('region', { name: 'Each row, imported' });
  await expect(imported.getByText('Created', { exact: true })).toHaveCount(3);
  const counts = page.locator('dl').last();
  await expect(counts).toContainText('Created3');
  await expect(counts).toContainText('Invited3');
  await expect(counts).toContainText('Failed0');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `import-done-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'import-done');

  // Grace joins from the mailed link and edits her card on a phone: the company and the accent
  // are the kit's, shown with who sets them; her job title is hers to change.
  const link = new URL(firstLink(await waitForMail(grace, /invit|join/i)));
  const memberContext = await browser.newContext({ viewport: PHONE });
  const member = await memberContext.newPage();
  await signedInUser(member, { email: grace, fullName: 'Grace Hopper' });
  await open(member, `${link.pathname}${link.search}`);
  await member.getByRole('button', { name: `Join ${name}` }).click();
  await toast(member, ORG_MESSAGES.joined);
  await open(member, `/?org=${slug}`);
  const tile = member
    .getByRole('region', { name: `Cards of ${name}` })
    .locator(':scope > ul > li')
    .filter({ has: member.getByRole('heading', { name: 'Grace Hopper', exact: true }) });
  await tile.getByRole('link', { name: /^Edit/ }).click();
  await expect(member).toHaveURL(new RegExp(`/update\\?id=[^&]+&org=${slug}$`));
  const company = field(member, 'Company');
  // The kit's company, whatever the file said.
  await expect(company).toHaveValue('Difference Engines Ltd');
  await expect(company).toHaveAttribute('readonly', '');
  await expect(company).toHaveAccessibleDescription(BRAND_MESSAGES.setBy(name));
  await expect(member.getByLabel('Accent colour', { exact: true })).toHaveAttribute('readonly', '');
  await expect(member.getByLabel('Accent colour picker')).toBeDisabled();
  await field(member, 'Job title').fill('Rear Admiral');
  await expectNoSeriousA11yViolations(member);
  await shot(member, `card-edit-locked-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(member, 'card-edit-locked', async () => {
    await expect(member.getByText(BRAND_MESSAGES.setBy(name)).first()).toBeVisible();
  });
  await member.getByRole('button', { name: 'Update Card' }).click();
  await toast(member, 'Card updated successfully!');
  await expect(tile).toContainText('Rear Admiral');
  await memberContext.close();

  // The owner removes Grace; her card stays, unassigned, and goes to the owner.
  await open(page, `/team?org=${slug}`);
  await page
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: grace })
    .getByRole('button', { name: /^Remove / })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove member' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await toast(page, ORG_MESSAGES.removed);
  const row = page
    .getByRole('region', { name: /^Cards/ })
    .getByRole('list', { name: 'Organisation cards' })
    .getByRole('listitem')
    .filter({ hasText: 'Grace Hopper' });
  const assignee = row.getByRole('combobox', { name: 'Assigned to' });
  await expect(assignee.locator('option:checked')).toHaveText('Unassigned');
  await expect(row).toContainText('Rear Admiral');
  await assignee.selectOption({ label: 'Ada Lovelace' });
  await toast(page, ORG_MESSAGES.cardAssigned);
  await expect(assignee.locator('option:checked')).toHaveText('Ada Lovelace');
});

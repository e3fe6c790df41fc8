import { readFile } from 'node:fs/promises';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, makeAdmin, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { atOtherWidth } from '../support/e2e/other-width';
import { DESKTOP, PHONE } from '../support/e2e/viewports';
import { readXlsx } from '../support/shared/xlsx';

/**
 * Insights (docs/product.md#insights): real visits to a card's public page, one from a laptop and
 * one scanned from a phone that saves the contact, reach the owner's Insights page, its charts
 * and their tables, in every range, at a phone's width (each screen checked at a laptop's too).
 * The server filters headless and bot user
 * agents, so the visitors present an ordinary browser's. Counts are written on an interval
 * (ANALYTICS_FLUSH_MS in the e2e server), so the page is reloaded until they are there.
 */

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function visit(
  browser: Browser,
  path: string,
  options: { userAgent: string; viewport: { width: number; height: number }; isMobile?: boolean },
) {
  const context = await browser.newContext({ ...options, locale: 'en-US' });
  const visitor = await context.newPage();
  await visitor.goto(path);
  return visitor;
}

/** A tile's figure by its label ("Views"). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

const dailyPanel = (page: Page) => page.getByRole('region', { name: 'Views per day' });

test('an owner sees the visits, scans and saves of a card in charts and tables, in every range', async ({
  page,
  browser,
}) => {
  // Two visitors, a download and every range: more than a minute on a busy machine.
  test.slow();
  await signedInUser(page, { fullName: 'Ada Lovelace', cards: 1 });
  const { id } = await createCard(page, { fullName: 'Ada Lovelace' });

  // A visit from a laptop, then a scan of the QR code from a phone that saves the contact.
  const laptop = await visit(browser, `/showcase?id=${id}`, {
    userAgent: DESKTOP_CHROME,
    viewport: DESKTOP,
  });
  await expect(laptop.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await laptop.context().close();
  const phone = await visit(browser, `/showcase?id=${id}&src=qr`, {
    userAgent: PHONE_SAFARI,
    viewport: PHONE,
    isMobile: true,
  });
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.vcf$/);
  await phone.context().close();

  // My Cards: the tile counts the views of the last 30 days and leads to the card's insights.
  await page.setViewportSize(DESKTOP);
  const tileViews = page.getByRole('link', { name: /views? in the last 30 days/ });
  await expect(async () => {
    await open(page, '/');
    await expect(tileViews).toContainText('2 views in the last 30 days', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await tileViews.click();
  await expect(page).toHaveURL(new RegExp(`/insights\\?cardId=${id}`));
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(id);

  // Both visitors came from this machine's one address: one visitor, whatever their browsers.
  for (const [label, value] of [
    ['Views', '2'],
    ['Unique visitors', '1'],
    ['QR scans', '1'],
    ['Contacts saved', '1'],
    ['Save rate', '100%'],
  ] as const) {
    await expect(figure(page, label), label).toHaveText(value);
  }

  // The owner's page at a phone's width, where the charts and tables are narrowest; atOtherWidth
  // checks each screen at the laptop's.
  await page.setViewportSize(PHONE);
  await open(page, `/insights?cardId=${id}`);
  await expect(figure(page, 'Views')).toHaveText('2');

  // The chart is drawn (the charting library arrives on its own) and hidden from screen
  // readers, which read the table beside it.
  const panel = dailyPanel(page);
  await expect(panel.getByTestId('chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(panel.getByTestId('chart')).toHaveAttribute('aria-hidden', 'true');
  const table = page.getByRole('table', { name: 'Views per day, last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(31);

  // The visitors' sources and devices, as tables.
  const sources = page.getByRole('table', { name: 'Where visitors came from, last 30 days' });
  await expect(sources.getByRole('row', { name: /QR code/ })).toContainText('1');
  await expect(sources.getByRole('row', { name: /Direct or unknown/ })).toContainText('1');
  const devices = page.getByRole('table', { name: 'Mobile or desktop, last 30 days' });
  await expect(devices.getByRole('row', { name: /Mobile/ })).toContainText('1');
  await expect(devices.getByRole('row', { name: /Desktop/ })).toContainText('1');
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'insights', async () => {
    await expect(figure(page, 'Views')).toBeVisible();
    await expect(panel.getByTestId('chart').locator('svg.recharts-surface')).toBeVisible();
  });

  // The table on screen instead of the chart; today's row holds both views.
  await panel.getByRole('button', { name: 'Show as table' }).click();
  await expect(panel.getByTestId('chart')).toHaveCount(0);
  const shown = panel.getByRole('region', { name: 'Views per day, as a table' });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2');
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'insights-table', async () => {
    await expect(shown).toBeVisible();
    await expect(shown.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('2');
  });
  await panel.getByRole('button', { name: 'Show as chart' }).click();

  // Each range has a row a day; the address keeps the choice.
  for (const [name, rows] of [
    ['7 days', 8],
    ['90 days', 91],
    ['12 months', 366],
    ['30 days', 31],
  ] as const) {
    await page.getByRole('radio', { name }).check();
    await expect(page).toHaveURL(new RegExp(`days=${rows - 1}`));
    await expect(
      page.getByRole('table', { name: `Views per day, last ${name}` }).getByRole('row'),
    ).toHaveCount(rows);
    await expect(figure(page, 'Views')).toHaveText('2');
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  // All cards, and the current choice exported: Excel (each day as text, each
  // count a number) read back by an independent reader, and CSV by a CSV parser; the same rows.
  await page.getByRole('combobox', { name: 'Card' }).selectOption({ label: 'All cards' });
  await expect(page).not.toHaveURL(/cardId=/);
  await expect(figure(page, 'Views')).toHaveText('2');
  const exports = page.getByRole('group', { name: 'Export' });
  await exports.scrollIntoViewIfNeeded();
  await shot(page, `insights-export-${PHONE.width}.png`);
  await atOtherWidth(page, 'insights-export', async () => {
    await exports.scrollIntoViewIfNeeded();
    await expect(exports.getByRole('button', { name: 'Excel' })).toBeInViewport();
    await expect(exports.getByRole('button', { name: 'CSV' })).toBeInViewport();
  });
  const excelAsked = page.waitForRequest(/\/api\/analytics\/export\.xlsx/);
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect((await excelAsked).url()).toMatch(/\/api\/analytics\/export\.xlsx\?days=30$/);
  expect(excel.suggestedFilename()).toBe('cardvault-insights-all-cards-30-days.xlsx');
  const [sheet] = await readXlsx(await readFile(await excel.path()));
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('cardvault-insights-all-cards-30-days.csv');
  const records = parse(await readFile(await csv.path(), 'utf8')) as string[][];
  expect(records).toHaveLength(31);
  expect(sheet?.rows.map((cells) => cells.map((cell) => cell?.text ?? ''))).toEqual(records);
  const today = sheet?.rows.at(-1);
  expect(today?.[0]).toMatchObject({ type: 's', format: '@' });
  expect(today?.[1]).toMatchObject({ type: 'n', text: '2' });
  await expectNoSeriousA11yViolations(page);
});

test('an admin sees the platform figures and the most-viewed cards', async ({ page }) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const admin = await signedInUser(page, { fullName: 'Console Admin', cards: 1 });
  await makeAdmin(admin.id);
  // At a phone's width, where the figures are narrowest; atOtherWidth checks the laptop's.
  await page.setViewportSize(PHONE);
  await open(page, '/admin/insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform totals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most-viewed cards' })).toBeVisible();
  await page.getByRole('radio', { name: '7 days' }).check();
  await expect(page).toHaveURL(/days=7/);
  await expect(
    page.getByRole('table', { name: 'Views per day, last 7 days' }).getByRole('row'),
  ).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'admin-insights', async () => {
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Platform totals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Most-viewed cards' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  });
});

test('a card nobody has visited says so and suggests sharing it', async ({ page }) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await signedInUser(page, { fullName: 'Grace Hopper', cards: 1 });
  const { id } = await createCard(page, { fullName: 'Grace Hopper' });
  await page.setViewportSize(PHONE);
  await open(page, `/insights?cardId=${id}`);
  await expect(page.getByRole('heading', { name: 'No visits yet in this range' })).toBeVisible();
  await expect(page.getByText(/Share your card/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'insights-empty', async () => {
    await expect(page.getByRole('heading', { name: 'No visits yet in this range' })).toBeVisible();
    await expect(page.getByText(/Share your card/)).toBeVisible();
  });
  // The header leads here for signed-in users: the desktop navigation and the phone's menu differ,
  // so each is followed at its own width.
  await page.setViewportSize(DESKTOP);
  await open(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await expect(page).toHaveURL(/\/insights$/);
  await page.setViewportSize(PHONE);
  await open(page, '/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'Insights' })
    .click();
  await expect(page).toHaveURL(/\/insights$/);
});

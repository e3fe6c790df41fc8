import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { A4, LETTER, mm } from '../../src/shared/print';
import { PRINTS_PER_MINUTE } from '../../src/server/modules/share';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { readPdf } from '../support/shared/pdf';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';

/**
 * Printed cards (docs/product.md#share-print): from the share page the owner downloads their card
 * as one card for a print shop or as a sheet of ten, each a PDF of the paper's size, read back
 * by pdfjs-dist. SHOTS=folder saves screenshots to look at.
 */

async function downloadPdf(page: Page, sheet: string) {
  const section = page.getByRole('region', { name: 'Printed cards' });
  // The radio is drawn as its label's tile: the user clicks the tile.
  await section.getByText(sheet).click();
  await expect(section.getByRole('radio', { name: new RegExp(sheet) })).toBeChecked();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return { name: file.suggestedFilename(), pdf: await readPdf(await readFile(await file.path())) };
}

test('the owner downloads a single card and sheets of ten as PDFs of the right size', async ({
  page,
}) => {
  await signedInUser(page, { fullName: 'Zoë Nováková', cards: 1 });
  const { id } = await createCard(page, { fullName: 'Zoë Nováková', jobTitle: 'Architect' });
  const config = page.waitForResponse((response) => response.url().endsWith('/public-config.json'));
  await open(page, `/share?id=${id}`);
  const section = page.getByRole('region', { name: 'Printed cards' });
  await expect(section.getByText('Print at 100%')).toBeVisible();
  // PUBLIC_URL is set on this server: its address is the administrator's choice, and no section
  // warns about it (docs/product.md#share-local-address).
  expect(await (await config).json()).toMatchObject({ SITE_LOCAL_TO: null });
  await expect(page.getByText(/Only works on this|address only works on/)).toHaveCount(0);

  const single = await downloadPdf(page, 'Single card');
  // The browser takes the UTF-8 name (filename*) over the ASCII fallback.
  expect(single.name).toBe('zoë-nováková-cards.pdf');
  expect(single.pdf.pages).toHaveLength(2);
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = single.pdf.boxes('TrimBox')[0] ?? [];
  expect(Math.abs(x2 - x1 - mm(85))).toBeLessThan(0.5);
  expect(Math.abs(y2 - y1 - mm(55))).toBeLessThan(0.5);
  expect(single.pdf.pages[0]?.text).toContain('Zoë Nováková');

  for (const [label, paper] of [
    ['A4 sheet', A4],
    ['Letter sheet', LETTER],
  ] as const) {
    const sheet = await downloadPdf(page, label);
    expect(sheet.pdf.pages).toHaveLength(2);
    for (const pdfPage of sheet.pdf.pages) {
      expect(Math.abs(pdfPage.width - paper.width)).toBeLessThan(0.5);
      expect(Math.abs(pdfPage.height - paper.height)).toBeLessThan(0.5);
    }
    expect(sheet.pdf.pages[0]?.text.match(/Zoë Nováková/g)).toHaveLength(10);
  }
});

// At a phone's width, where the paper tiles are narrowest; atOtherWidth checks the other width.
test('the printed cards section is accessible', async ({ page }) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signedInUser(page, { fullName: 'Ada Lovelace', cards: 1 });
  const { id } = await createCard(page, { fullName: 'Ada Lovelace' });
  await open(page, `/share?id=${id}`);
  const section = page.getByRole('region', { name: 'Printed cards' });
  await section.getByText('A4 sheet of 10').click();
  await expect(section.getByRole('radio', { name: /A4 sheet/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'share-page', async () => {
    await expect(section.getByText('A4 sheet of 10')).toBeVisible();
    await expect(section.getByRole('radio', { name: /A4 sheet/ })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });
  const shots = process.env.SHOTS;
  if (shots) {
    await mkdir(shots, { recursive: true });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(shots, `print-section-${PHONE.width}.png`) });
    await page.screenshot({
      path: join(shots, `share-page-${PHONE.width}.png`),
      fullPage: true,
    });
  }
});

test('a PDF the server refuses is a message, not a saved file', async ({ page, baseURL }) => {
  await signedInUser(page, { fullName: 'Ada Lovelace', cards: 1 });
  const { id } = await createCard(page, { fullName: 'Ada Lovelace' });
  // Used up: the owner's PDFs of this minute, made elsewhere.
  for (let made = 0; made < PRINTS_PER_MINUTE; made++) {
    const response = await page.request.get(`${baseURL}/api/card/print.pdf?id=${id}`);
    expect(response.status()).toBe(200);
  }
  await open(page, `/share?id=${id}`);
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const section = page.getByRole('region', { name: 'Printed cards' });
  await section.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Could not make the PDF. Please try again.')).toBeVisible();
  await expect(page.getByText('Too many requests. Please try again later.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  expect(downloads).toEqual([]);
});

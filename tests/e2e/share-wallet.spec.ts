import { readFile } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { VIEWPORTS } from '../support/e2e/viewports';
import { readZip } from '../support/shared/zip';
import { shot } from '../support/e2e/shots';

/**
 * Wallet passes (docs/product.md#share-wallet): the e2e server starts with throw-away wallet keys
 * (tests/support/e2e/server.ts), so the share page offers both wallets. The Apple pass is the
 * download itself, unzipped; Google's page is stood in for, never loaded.
 */

test('an owner adds a card to Apple Wallet and Google Wallet from the share page, at 390 and 1280 px', async ({
  page,
  baseURL,
}) => {
  await signedInUser(page, { fullName: 'Ada Lovelace', cards: 1 });
  const { id } = await createCard(page, { fullName: 'Ada Lovelace', jobTitle: 'Analyst' });
  const section = page.getByRole('region', { name: 'Wallet passes' });
  const apple = section.getByRole('link', { name: 'Add to Apple Wallet' });
  const google = section.getByRole('button', { name: 'Add to Google Wallet' });

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, `/share?id=${id}`);
    await expect(apple).toBeVisible();
    await expect(google).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `share-wallet-${viewport.width}.png`, { fullPage: true });
  }

  // The pass arrives as a download named after the card: a zip with its pass.json.
  const downloading = page.waitForEvent('download');
  await apple.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ada-lovelace.pkpass');
  const files = await readZip(await readFile(await download.path()));
  expect([...files.keys()]).toEqual(
    expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']),
  );
  const pass = JSON.parse(files.get('pass.json')?.toString() ?? '{}') as {
    generic: { primaryFields: { value: string }[] };
    barcodes: { message: string }[];
  };
  expect(pass.generic.primaryFields[0]?.value).toBe('Ada Lovelace');
  expect(pass.barcodes[0]?.message).toBe(`${baseURL}/showcase?id=${id}&src=wallet`);
  // A link, so Safari hands the pass to Wallet; the page stays where it was.
  await expect(page).toHaveURL(`${baseURL}/share?id=${id}`);

  // Google's save page is answered here: the browser goes there with the signed link.
  await page.route('https://pay.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet stand-in</title>' }),
  );
  await google.click();
  await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(page).toHaveTitle('Google Wallet stand-in');
});

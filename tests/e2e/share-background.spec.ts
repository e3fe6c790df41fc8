import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import vCard from 'vcf';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { decodeQr } from '../support/shared/qr';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';

/**
 * From the share page (docs/product.md#share-background, docs/product.md#share-qr): a video-call
 * background downloaded and read back, the QR code with the contact inside downloaded and
 * scanned. SHOTS=folder saves screenshots to look at.
 */

const SHOTS = process.env.SHOTS;

async function downloadFrom(page: Page, role: 'button' | 'link', name: string | RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole(role, { name }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('download a video-call background and a QR code with the contact inside', async ({ page }) => {
  await signedInUser(page, { cards: 2 });
  const { id } = await createCard(page, {
    fullName: 'Ada Lovelace',
    jobTitle: 'Analyst',
    company: 'Analytical Engines',
  });
  await open(page, `/share?id=${id}`);

  const background = page.getByRole('region', { name: 'Video-call background' });
  await background.getByRole('radio', { name: /Side panel/ }).check();
  const png = await downloadFrom(page, 'button', 'Download background');
  expect(png.name).toBe('ada-lovelace-background.png');
  const metadata = await sharp(png.bytes).metadata();
  expect([metadata.width, metadata.height]).toEqual([1920, 1080]);
  expect((await decodeQr(png.bytes))?.text).toMatch(
    new RegExp(`/showcase\\?id=${id}&src=background$`),
  );
  await expect(background).toContainText('mirrored');

  const qr = page.getByRole('region', { name: 'QR code' });
  await qr.getByRole('radio', { name: /Contact inside/ }).check();
  await expect(qr.getByRole('img', { name: /with the contact of Ada Lovelace/ })).toBeVisible();
  const code = await downloadFrom(page, 'link', 'Download PNG');
  expect(code.name).toBe('ada-lovelace-contact-qr.png');
  const decoded = await decodeQr(code.bytes);
  const contact = new vCard().parse(decoded?.text ?? '');
  expect(contact.get('fn')?.valueOf()).toBe('Ada Lovelace');
  expect(contact.get('org')?.valueOf()).toBe('Analytical Engines');
  expect(contact.get('photo')).toBeUndefined();
});

// At a phone's width, where the previews are narrowest; atOtherWidth checks the other width.
test('the background and QR sections pass axe', async ({ page }) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signedInUser(page, { cards: 1 });
  const { id } = await createCard(page, {
    fullName: 'Grace Brewster Murray Hopper',
    jobTitle: 'Rear Admiral',
    company: 'United States Navy',
  });
  await open(page, `/share?id=${id}`);
  const background = page.getByRole('region', { name: 'Video-call background' });
  const previews = background.locator('img');
  const expectPreviewsLoaded = async () => {
    await expect(previews).toHaveCount(3);
    for (const preview of await previews.all()) {
      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toBeVisible();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(480);
    }
  };
  await expectPreviewsLoaded();
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'share-background', expectPreviewsLoaded);
  if (SHOTS) {
    await background.screenshot({ path: `${SHOTS}/background-${PHONE.width}.png` });
    const qr = page.getByRole('region', { name: 'QR code' });
    await qr.getByRole('radio', { name: /Contact inside/ }).check();
    await expect
      .poll(() => qr.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await qr.screenshot({ path: `${SHOTS}/qr-${PHONE.width}.png` });
  }
});

import { test, expect } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { signedInUser } from '../support/e2e/fixtures';
import { noisyRotatedJpeg } from '../support/shared/images';

test('a sideways camera photo over the limit is downscaled, shown upright and uploaded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page, { cards: 1 });
  const config = await (await page.request.get('/api/config')).json().catch(() => ({}));
  const limitMb = Number((config as { MAX_FILE_SIZE?: number }).MAX_FILE_SIZE ?? 5);
  // Stored 4000 × 3000 sideways (orientation 6): upright it is 3000 wide, 4000 tall.
  const photo = await noisyRotatedJpeg(4000, 3000);
  expect(photo.length).toBeGreaterThan(limitMb * 1024 * 1024);

  await open(page, '/create');
  await page.getByRole('button', { name: 'Change banner image' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Choose a banner')
    .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = dialog.getByRole('img', { name: 'Preview of the banner image' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('alert')).not.toContainText('too large');
  const size = await preview.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  // Upright and at most 2048 px on the long edge.
  expect(size[1]).toBe(2048);
  expect(size[0]).toBe(1536);

  await dialog.getByRole('button', { name: 'Apply' }).click();
  for (const [label, value] of [
    ['Full name', 'Ada Lovelace'],
    ['Job title', 'Engineer'],
    ['Email', 'ada@example.com'],
    ['Location', 'London'],
  ] as const)
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await page.getByRole('textbox', { name: /^Phone/ }).pressSequentially('0412345678');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Card created successfully!')).toBeVisible({ timeout: 30_000 });
});

test('a photo of more pixels than the server takes, though small in bytes, is shrunk before it is sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page, { cards: 1 });
  // 6400 × 4000 = 25.6 megapixels of one colour: a few kilobytes as PNG, over the 24-megapixel
  // bound the server refuses (415/413) before decoding.
  const sharp = (await import('sharp')).default;
  const wide = await sharp({
    create: { width: 6400, height: 4000, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  expect(wide.length).toBeLessThan(1024 * 1024);

  await open(page, '/create');
  await page.getByRole('button', { name: 'Change banner image' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Choose a banner')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wide });
  const preview = dialog.getByRole('img', { name: 'Preview of the banner image' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  const size = await preview.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(size).toEqual([2048, 1280]);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  for (const [label, value] of [
    ['Full name', 'Ada Lovelace'],
    ['Job title', 'Engineer'],
    ['Email', 'ada@example.com'],
    ['Location', 'London'],
  ] as const)
    await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await page.getByRole('textbox', { name: /^Phone/ }).pressSequentially('0412345678');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Card created successfully!')).toBeVisible({ timeout: 30_000 });
});

import { test, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { open } from '../support/e2e/pages';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { DESKTOP, PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 60, b: 220 };

/** A 600 × 300 PNG whose left half is red and right half blue. */
async function twoHalves(): Promise<Buffer> {
  const half = (colour: typeof RED) =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: RED } })
    .composite([
      { input: await half(RED), left: 0, top: 0 },
      { input: await half(BLUE), left: 300, top: 0 },
    ])
    .png()
    .toBuffer();
}

/** The halves stored sideways (EXIF orientation 6): upright it is 300 × 600, red above blue. */
async function sidewaysHalves(): Promise<Buffer> {
  return sharp(await twoHalves())
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The colour at a fraction of the stored picture's width, halfway down, as read by sharp. */
async function readStored(page: Page, src: string) {
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  const image = sharp(await response.body());
  const { width, height } = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (fraction: number, down = 0.5) => {
    const x = Math.min(info.width - 1, Math.floor(info.width * fraction));
    const y = Math.min(info.height - 1, Math.floor(info.height * down));
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  return { width, height, at };
}

const near = (actual: typeof RED, expected: typeof RED) =>
  Math.max(
    Math.abs(actual.r - expected.r),
    Math.abs(actual.g - expected.g),
    Math.abs(actual.b - expected.b),
  ) <= 40;

type Colour = typeof RED;

/** Signed in with a fresh account, the avatar dialog open with `file` chosen and loaded. */
async function chooseAvatar(
  page: Page,
  fullName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await signedInUser(page, { fullName });
  await open(page, '/account');
  await page.getByRole('button', { name: 'Change picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await dialog.getByLabel('Choose a picture').setInputFiles(file);
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeEnabled();
  return dialog;
}

const halvesPng = async () => ({
  name: 'halves.png',
  mimeType: 'image/png',
  buffer: await twoHalves(),
});

/** Apply, save the account, and read back the picture the server stored. */
async function applyAndReadStored(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pending change')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account details saved.')).toBeVisible();
  const src = await page.getByRole('img', { name: 'Your profile picture' }).getAttribute('src');
  expect(src).toMatch(/^\/media\/|^https?:\/\//);
  const stored = await readStored(page, src ?? '');
  expect(stored.width).toBe(stored.height);
  return stored;
}

/** Each point (fractions across and down) of the stored square has its expected colour. */
function expectColours(
  stored: Awaited<ReturnType<typeof readStored>>,
  points: readonly (readonly [x: number, y: number, colour: Colour])[],
) {
  for (const [x, y, colour] of points) {
    const actual = stored.at(x, y);
    expect(near(actual, colour), `${x},${y}: ${JSON.stringify(actual)}`).toBe(true);
  }
}

test('the round profile picture is positioned by dragging and the arrow keys, then cropped to a square', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  const dialog = await chooseAvatar(page, 'Grace Hopper', await halvesPng());
  const preview = dialog.getByRole('img', { name: 'Preview of the profile picture' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  const frame = dialog.getByRole('group', {
    name: 'Position of the picture: drag or use the arrow keys',
  });
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveValue('1');

  // Positioned with a mouse, so at a laptop's width; looked at on a phone too, the photo loaded.
  await expect(frame).toBeInViewport();
  await shot(page, `crop-dialog-${DESKTOP.width}.png`);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'crop-dialog', async () => {
    await expect(frame).toBeInViewport();
    await expect(zoom).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  // The slider zooms by keyboard and back; the photo still fills the frame.
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('1.05');
  await page.keyboard.press('Home');
  await expect(zoom).toHaveValue('1');

  // Shown 448 × 224 in a 224 px frame: dragging the photo 60 px right and three arrow presses
  // (8 px each) show its left part, the red/blue edge at 87.5% of the square.
  const box = (await frame.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 30, centre.y + 20, { steps: 3 });
  await page.mouse.move(centre.x + 60, centre.y + 40, { steps: 3 });
  await page.mouse.up();
  await frame.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');

  const stored = await applyAndReadStored(page, dialog);
  expect(stored.width).toBeGreaterThanOrEqual(256);
  expectColours(stored, [
    [0.5, 0.5, RED],
    [0.02, 0.5, RED],
    [0.8, 0.5, RED],
    [0.95, 0.5, BLUE],
  ]);
});

test('a profile picture left where it is becomes the centred square', async ({ page }) => {
  test.setTimeout(60_000);
  const dialog = await chooseAvatar(page, 'Ada Lovelace', await halvesPng());
  const stored = await applyAndReadStored(page, dialog);
  // The middle of the photo: red up to the centre, blue after it.
  expectColours(stored, [
    [0.4, 0.5, RED],
    [0.02, 0.5, RED],
    [0.6, 0.5, BLUE],
    [0.98, 0.5, BLUE],
  ]);
});

test('a sideways camera photo is positioned and cropped upright', async ({ page }) => {
  test.setTimeout(60_000);
  const dialog = await chooseAvatar(page, 'Hedy Lamarr', {
    name: 'sideways.jpg',
    mimeType: 'image/jpeg',
    buffer: await sidewaysHalves(),
  });
  // Upright the photo is tall: moving it down as far as it goes shows its red top half only.
  await dialog.getByRole('group', { name: /^Position of the picture/ }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowDown');
  const stored = await applyAndReadStored(page, dialog);
  expectColours(stored, [
    [0.5, 0.5, RED],
    [0.95, 0.5, RED],
    [0.5, 0.95, RED],
    [0.05, 0.05, RED],
  ]);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a finger drags the photo within the frame', async ({ page }) => {
    const dialog = await chooseAvatar(page, 'Mary Jackson', await halvesPng());
    const frame = dialog.getByRole('group', { name: /^Position of the picture/ });
    const preview = dialog.getByRole('img', { name: 'Preview of the profile picture' });
    const before = (await preview.boundingBox())!;
    const box = (await frame.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    // Real touch input, as a phone's browser receives it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (const step of [10, 25, 40])
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x - step, y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    // Moved 40 px left with the finger; the page itself did not scroll.
    await expect.poll(async () => (await preview.boundingBox())!.x).toBeCloseTo(before.x - 40, 0);
    expect((await frame.boundingBox())!.x).toBeCloseTo(box.x, 0);
    // Dragged much further, it stops where its right edge meets the frame's.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (const step of [50, 150, 300])
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x - step, y }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => {
        const shown = (await preview.boundingBox())!;
        return shown.x + shown.width;
      })
      .toBeCloseTo(box.x + box.width, 0);
  });
});

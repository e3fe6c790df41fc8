import { test, expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { open } from '../support/e2e/pages';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

// docs/product.md#toasts: below the header, never over its navigation; one look on every page.

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not visible');
  return rect;
}

async function expectBelowHeader(page: Page, toast: Locator) {
  const header = await box(page.getByRole('banner'));
  // It settles below the header once it has slid in...
  await expect
    .poll(async () => (await box(toast)).y)
    .toBeGreaterThanOrEqual(header.y + header.height);
  // ...and while it slides, the app's toaster draws nothing above the header (it clips 10 px
  // above its top edge, which is 12 px below the header). The public card's toast appears where
  // it stays.
  const toaster = toast.locator('xpath=ancestor::*[@data-sonner-toaster]');
  if ((await toaster.count()) > 0) {
    const top = (await box(toaster)).y;
    expect(top - 10).toBeGreaterThanOrEqual(header.y + header.height);
    expect(await toaster.evaluate((element) => getComputedStyle(element).clipPath)).not.toBe(
      'none',
    );
  }
}

const look = (toast: Locator) =>
  toast.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
      border: style.borderTopColor,
    };
  });

// At a phone's width, where the toaster takes its phone offsets; each toast is then measured
// against the header at the other width too, while it is still shown.
test.use({ viewport: PHONE });

test('toasts sit below the header, the same on the public card', async ({ page }) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(150_000);
  await open(page, '/?error=no_subscription');
  const appToast = page.locator('[data-sonner-toast]');
  await expect(appToast).toBeVisible({ timeout: 30_000 });
  await expectBelowHeader(page, appToast);
  const appLook = await look(appToast);
  await shot(page, `toast-app-${PHONE.width}.png`);
  let appLookThere: Awaited<ReturnType<typeof look>> | undefined;
  await atOtherWidth(page, 'toast-app', async () => {
    await expect(appToast).toBeVisible();
    await expectBelowHeader(page, appToast);
    appLookThere = await look(appToast);
  });

  await signedInUser(page, { cards: 1 });
  const { id } = await createCard(page, {
    fullName: 'Grace Hopper',
    jobTitle: 'Rear Admiral',
    company: 'United States Navy',
    email: 'grace@example.com',
    location: 'Arlington',
    website: '',
    linkedin: '',
    github: '',
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: baseURL,
  });
  // Chromium may offer navigator.share; the copy path is the one that toasts.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/showcase?id=${id}`);
  await page.getByRole('button', { name: 'Share' }).filter({ visible: true }).first().click();
  const cardToast = page.locator('#toast-region');
  await expect(cardToast).toBeVisible();
  await expectBelowHeader(page, cardToast);
  expect(await look(cardToast)).toEqual(appLook);
  await shot(page, `toast-card-${PHONE.width}.png`);
  await atOtherWidth(page, 'toast-card', async () => {
    await expect(cardToast).toBeVisible();
    await expectBelowHeader(page, cardToast);
    expect(await look(cardToast)).toEqual(appLookThere);
  });
});

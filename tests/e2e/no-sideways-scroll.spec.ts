import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { signedInUser } from '../support/e2e/fixtures';
import { PHONE } from '../support/e2e/viewports';
import { png } from '../support/shared/images';
import { shot } from '../support/e2e/shots';

// docs/product.md#no-sideways-scroll
test.use({ viewport: PHONE });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('the card editor with a pending image does not scroll sideways at 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page, { cards: 1 });
  await open(page, '/create');
  await page.getByRole('button', { name: 'Change profile picture' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(64, 64) });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Pending change')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'create-pending-390.png', { fullPage: true });
});

// Every route at 390 and 1280 px, in text a third longer and with a card of the longest words:
// tests/e2e/read-every-screen-in-the-pseudo-locale.spec.ts.

import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { createCard, makeAdmin, signedInUser } from '../support/e2e/fixtures';
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

test('no route scrolls sideways at 390 px, for a visitor and a subscriber', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of ['/', '/about', '/login', '/pricing', '/support', '/404']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
  }
  const user = await signedInUser(page, { cards: 1 });
  for (const path of ['/', '/account', '/subscription']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page);
  }

  // A card of theirs: its public page, and the editor on it.
  const { id } = await createCard(page, {
    fullName: 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff',
    jobTitle: 'Principal Engineer, Distributed Systems and Reliability',
    company: 'An Unusually Long Company Name Incorporated',
    email: 'maximiliana.wolfeschlegelsteinhausen@example.com',
    location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    website: 'https://www.example.com/a/rather/long/path/that/might/not/wrap',
    bio: undefined,
  });
  for (const path of [`/showcase?id=${id}`, `/update?id=${id}`, '/create']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSidewaysScroll(page);
  }

  // And as an administrator, every console page.
  await makeAdmin(user.id);
  for (const path of ['users', 'cards', 'subscriptions', 'support', 'audit']) {
    await open(page, `/admin/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSidewaysScroll(page);
  }
});

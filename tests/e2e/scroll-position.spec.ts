import { test, expect } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { PHONE } from '../support/e2e/viewports';

// docs/product.md#scroll-position
test.use({ viewport: PHONE });

test('each navigation starts at the top; back restores where the page was', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const scrolled = await page.evaluate(() => window.scrollY);

  await footerLink.click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);

  await page.goForward();
  await expect(page).toHaveURL(/\/support$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page opened by a full load starts at the top, whatever another page was scrolled to', async ({
  page,
}) => {
  await open(page, '/about');
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await open(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await open(page, '/terms');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

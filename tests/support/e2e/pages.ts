import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until the page loader has started to fade (500 ms after `load`): from
 * then on it lets clicks through to the page. Its removal, 250 ms later, is waited for only where
 * it matters (axe checks, tests/support/e2e/axe.ts); the loader's own timing is tested in
 * tests/e2e/public-pages.spec.ts.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#page-loader:not(.is-hidden)')).toHaveCount(0);
}

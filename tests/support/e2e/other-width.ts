import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { shot } from './shots';
import { DESKTOP, PHONE } from './viewports';

type Viewport = typeof PHONE | typeof DESKTOP;

/**
 * A journey whose steps are the same at both widths runs once; the screens it stops at are then
 * checked at the other width here, without repeating the steps: the page is resized, `checks`
 * (what must still be visible or true) run, the page has no sideways scroll, axe finds nothing
 * serious, and a screenshot is saved when SHOTS asks for one. The page is left at the width it
 * had, so the journey goes on as before.
 */
export async function atOtherWidth(
  page: Page,
  screen: string,
  checks: () => Promise<void> = async () => {},
): Promise<void> {
  const before = page.viewportSize() ?? PHONE;
  const other: Viewport = before.width === PHONE.width ? DESKTOP : PHONE;
  await page.setViewportSize(other);
  try {
    await checks();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(other.width);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `${screen}-${other.width}.png`, { fullPage: true });
  } finally {
    await page.setViewportSize(before);
  }
}

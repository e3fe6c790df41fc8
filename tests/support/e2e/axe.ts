import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on serious or critical WCAG 2.x A/AA violations, listing each with its first target.
 * Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
 * per-frame results, which only pages with cross-origin frames need (ours have none), at ~0.5 s
 * a check.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // The page as a visitor sees it once loaded: the fading page loader would hide the page from
  // axe's colour-contrast checks.
  await expect(page.locator('#page-loader')).toHaveCount(0);
  // A toast or dialog still fading in is measured at part opacity: let finite animations and
  // transitions settle (two frames first, so one that starts on the next frame is counted).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(running.map((animation) => animation.finished));
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes[0]?.target.join(' ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/**
 * The landing page on a phone, and the template gallery it shares with the pricing and
 * subscription pages (docs/product.md#screens-landing): every template in a compact, labelled scroller
 * that a keyboard, a screen reader and a thumb can all move through.
 */

/** At most five screens of a 390 × 844 phone. */
const MAX_PHONE_HEIGHT = 5 * PHONE.height;

const gallery = (page: Page, name: string | RegExp) => page.getByRole('list', { name });

/** The gallery's own items (each preview holds lists of its own). */
const itemsOf = (list: Locator) => list.locator(':scope > li');

const scrollOf = (list: Locator) => list.evaluate((element) => Math.abs(element.scrollLeft));

test('on a phone the landing page is at most five screens tall and still has every section', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of [
    'From sign-up to shared in four steps',
    'Everything a paper card does, and much more',
    'Templates for every brand',
    'Simple pricing, per card',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(MAX_PHONE_HEIGHT);
  await expect(itemsOf(gallery(page, 'Templates for every brand'))).toHaveCount(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await shot(page, 'landing-390.png', { fullPage: true });
});

test("the landing page's template gallery moves by keyboard and by its buttons, and names each template", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/');
  const list = gallery(page, 'Templates for every brand');
  await list.scrollIntoViewIfNeeded();
  const items = itemsOf(list);
  await expect(items).toHaveCount(8);
  // Each template by name, a sample person drawn in it (below), and whether it is included or
  // premium.
  await expect(items.first()).toContainText('Included');
  await expect(items.last().getByRole('heading', { name: 'Dark' })).toBeAttached();
  await expect(items.last()).toContainText('Premium');
  const previous = page.getByRole('button', { name: 'Previous templates' });
  const next = page.getByRole('button', { name: 'Next templates' });
  /** What must hold at either width before the gallery is moved. */
  const expectGalleryAtRest = async (width: number) => {
    await expect(items.first().getByRole('heading', { name: 'Classic' })).toBeVisible();
    await expect(
      list.getByRole('article', { name: 'Sample card in the Classic template' }),
    ).toBeVisible();
    // Not every template fits at once: the list scrolls sideways, inside itself only.
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await expect(previous).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeVisible();
    await expect(next).toBeEnabled();
  };
  await expectGalleryAtRest(PHONE.width);
  await shot(page, `template-gallery-${PHONE.width}.png`);
  await atOtherWidth(page, 'template-gallery', async () => {
    await list.scrollIntoViewIfNeeded();
    await expectGalleryAtRest(DESKTOP.width);
  });

  // The keyboard: Tab goes from Next to the list, whose arrow keys, Home and End scroll it.
  await next.focus();
  await page.keyboard.press('Tab');
  await expect(list).toBeFocused();
  await shot(page, `template-gallery-focused-${PHONE.width}.png`);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollOf(list)).toBeGreaterThan(0);
  await page.keyboard.press('End');
  await expect(next).toBeDisabled();
  await page.keyboard.press('Home');
  await expect.poll(() => scrollOf(list)).toBe(0);
  await expect(previous).toBeDisabled();

  // The buttons page through to the end and back.
  await next.click();
  await expect(previous).toBeEnabled();
  await expect.poll(() => scrollOf(list)).toBeGreaterThan(0);
  // Next until it has nothing more to show (it turns disabled when a scroll ends at the end).
  await expect(async () => {
    if (await next.isEnabled()) await next.click({ timeout: 1_000 });
    await expect(next).toBeDisabled({ timeout: 1_000 });
  }).toPass();
  expect(await scrollOf(list)).toBeGreaterThanOrEqual(
    await list.evaluate((element) => element.scrollWidth - element.clientWidth - 1),
  );
  await expect(items.last().getByRole('heading', { name: 'Dark' })).toBeInViewport();
  await shot(page, `template-gallery-end-${PHONE.width}.png`);
  await previous.click();
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('the pricing and subscription pages show the same gallery', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/pricing');
  const pricing = gallery(page, 'See every template');
  await expect(itemsOf(pricing)).toHaveCount(8);
  await pricing.scrollIntoViewIfNeeded();
  await expect(itemsOf(pricing).first()).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `pricing-gallery-${PHONE.width}.png`);
  await shot(page, `pricing-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'pricing', async () => {
    await expect(itemsOf(pricing)).toHaveCount(8);
    await pricing.scrollIntoViewIfNeeded();
    await expect(itemsOf(pricing).first()).toBeInViewport();
  });

  await signedInUser(page);
  await open(page, '/subscription');
  const subscription = gallery(page, 'See every template');
  await expect(itemsOf(subscription)).toHaveCount(8);
  await subscription.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `subscription-gallery-${PHONE.width}.png`);
  await shot(page, `subscription-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'subscription', async () => {
    await expect(itemsOf(subscription)).toHaveCount(8);
    await subscription.scrollIntoViewIfNeeded();
    await expect(itemsOf(subscription).first()).toBeInViewport();
  });
});

import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { png } from '../support/shared/images';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/**
 * Editing a card's design shows what changes (docs/product.md#screens-card-form): on a phone a
 * compact preview stays in view through the design section, on a laptop the preview beside the
 * form does; the 'Pending change' badge of a new image reads on one line. Each journey runs on a
 * phone; the laptop's layout is checked on the same page at 1280 px. SHOTS=folder saves
 * screenshots at 390 and 1280 px.
 */

const TEAL = '#0e7490';
const TEAL_RGB = 'rgb(14, 116, 144)';

/** Scrolls an element to the middle of the screen, as a person scrolling to it would. */
const centre = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));

/** The preview a person sees at this width: the compact copy on a phone, else the page's own. */
const visiblePreview = (page: Page, width: number) =>
  width < 1024
    ? page.locator('[data-compact-preview]')
    : page.getByRole('complementary', { name: 'Live preview' });

async function expectInView(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const header = await page.getByRole('banner').first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the preview is drawn').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

test('the preview stays in view while the accent colour is changed', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedInUser(page, { cards: 1 });
  const { id } = await createCard(page, {
    fullName: 'Grace Hopper',
    jobTitle: 'Rear Admiral',
    bio: 'Pioneer of computer programming.',
    website: 'https://www.example.com',
    linkedin: 'grace',
  });
  await open(page, `/update?id=${id}`);
  const jobTitleIn = (preview: Locator) =>
    preview.locator('p', { hasText: 'Rear Admiral' }).first();
  const preview = visiblePreview(page, PHONE.width);
  const jobTitle = jobTitleIn(preview);
  await expect(jobTitle).not.toHaveCSS('color', TEAL_RGB);

  await centre(page.getByRole('heading', { name: 'Design' }));
  const accent = page.getByLabel('Accent colour', { exact: true });
  await centre(accent);
  await accent.fill(TEAL);
  await accent.blur();
  // The new colour is on the preview in view, not on one 6,000 px above.
  await expect(jobTitle).toHaveCSS('color', TEAL_RGB);
  await expectInView(page, preview);
  await shot(page, `design-accent-${PHONE.width}.png`);

  // Further down the design section it is still there.
  const hideBranding = page.getByRole('checkbox', { name: /^Hide CardVault branding/ });
  // Named for all it hides, not the footer alone (the Premium mark follows).
  await expect(hideBranding).toHaveAccessibleName(
    /^Hide CardVault branding No CardVault name, logo or link on the public page, its link previews or the saved contact\. Premium$/,
  );
  await centre(hideBranding);
  await expectInView(page, preview);
  await shot(page, `design-end-${PHONE.width}.png`);

  // It belongs to the design section: past it, it goes with it.
  await centre(page.getByRole('button', { name: 'Update Card' }));
  const design = page.getByRole('region', { name: 'Design' });
  const designBox = (await design.boundingBox())!;
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.y + previewBox.height).toBeLessThanOrEqual(designBox.y + designBox.height);
  // Only for the eye: screen readers have the page's own preview.
  await expect(preview).toHaveAttribute('aria-hidden', 'true');
  await centre(accent);
  await expectNoSeriousA11yViolations(page);

  // A laptop has the page's own preview beside the form instead, in view through the design
  // section too (scrolling at that width is part of what is checked there).
  await atOtherWidth(page, 'design', async () => {
    const beside = visiblePreview(page, DESKTOP.width);
    await expect(page.locator('[data-compact-preview]')).toBeHidden();
    await centre(accent);
    await expect(jobTitleIn(beside)).toHaveCSS('color', TEAL_RGB);
    await expectInView(page, beside);
    await shot(page, `design-accent-${DESKTOP.width}.png`);
    await centre(hideBranding);
    await expectInView(page, beside);
    await shot(page, `design-end-${DESKTOP.width}.png`);
  });
});

test("a new image's 'Pending change' badge reads on one line", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedInUser(page, { cards: 1 });
  await open(page, '/create');
  const change = page.getByRole('button', { name: 'Change profile picture' });
  await centre(change);
  await change.click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(320, 320) });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  const badge = page.getByText('Pending change', { exact: false }).first();
  await expect(badge).toHaveText('Pending change (new image)');
  /** One line, nothing cut off, its pill inside the image's row: at either width. */
  const expectOneLine = async () => {
    await centre(badge);
    const line = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
        // Nothing of it cut off by an ellipsis.
        cut: element.scrollWidth > element.clientWidth,
      };
    });
    expect(line.height).toBeLessThan(line.lineHeight * 1.5);
    expect(line.cut).toBe(false);
    // Its pill is one line too, and stays inside the image's row.
    const pill = (await badge.locator('xpath=..').boundingBox())!;
    expect(pill.height).toBeLessThan(30);
    const row = (await page
      .getByRole('button', { name: 'Change profile picture' })
      .locator('xpath=..')
      .boundingBox())!;
    expect(pill.x + pill.width).toBeLessThanOrEqual(row.x + row.width);
  };
  await expectOneLine();
  await shot(page, `pending-badge-${PHONE.width}.png`);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'pending-badge', expectOneLine);
});

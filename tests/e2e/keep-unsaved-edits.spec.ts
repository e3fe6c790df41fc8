import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser, createCard } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { png } from '../support/shared/images';
import { atOtherWidth } from '../support/e2e/other-width';
import { DESKTOP, PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

/** The header's bottom edge and the preview's top edge, in page pixels. */
async function previewBelowHeader(page: Page) {
  const header = await page.getByRole('banner').boundingBox();
  const preview = await page.getByRole('complementary', { name: 'Live preview' }).boundingBox();
  return { headerBottom: (header?.y ?? 0) + (header?.height ?? 0), previewTop: preview?.y ?? 0 };
}

test.describe('leaving with unsaved changes', () => {
  test.use({ viewport: PHONE });

  test('leaving the card editor with unsaved changes asks first; Stay keeps them', async ({
    page,
  }) => {
    // Three navigations, a reload and axe.
    test.slow();
    await signedInUser(page, { cards: 2 });
    const card = await createCard(page, {
      fullName: 'Ada Lovelace',
      company: undefined,
      bio: undefined,
    });
    await open(page, `/update?id=${card.id}`);
    const fullName = page.getByRole('textbox', { name: /^Full name/ });
    await expect(fullName).toHaveValue('Ada Lovelace');
    // Nothing changed yet: leaving is not asked about.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);

    await open(page, `/update?id=${card.id}`);
    await fullName.fill('Ada King');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page)).toContainText('have not been saved');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `leave-guard-${PHONE.width}.png`);
    await atOtherWidth(page, 'leave-guard', async () => {
      await expect(leaveDialog(page)).toBeVisible();
      await expect(leaveDialog(page)).toContainText('have not been saved');
      await expect(
        leaveDialog(page).getByRole('button', { name: 'Stay on this page' }),
      ).toBeVisible();
      await expect(
        leaveDialog(page).getByRole('button', { name: 'Leave without saving', exact: true }),
      ).toBeVisible();
    });

    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/update\?id=/);
    await expect(fullName).toHaveValue('Ada King');

    // Closing or reloading the tab: the page asks the browser to confirm (its beforeunload
    // handler cancels the event, which is what makes browsers show their own question).
    const asks = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(asks).toBe(true);

    // Leave without saving goes where the user was going.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await leaveDialog(page)
      .getByRole('button', { name: 'Leave without saving', exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a new card's text is kept as a draft, so leaving it is not asked about", async ({
    page,
  }) => {
    await signedInUser(page, { cards: 2 });
    await open(page, '/create');
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Ada Lovelace');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test('a saved card leaves the editor without a question', async ({ page }) => {
    await signedInUser(page, { cards: 2 });
    await open(page, '/create');
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: /^Job title/ }).fill('Rear Admiral');
    await page.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('0412345678');
    await page.getByRole('textbox', { name: /^Location/ }).fill('Arlington');
    await page.getByRole('button', { name: 'Save Card' }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  });

  test('an applied but unsaved picture on the account page counts as a change', async ({
    page,
  }) => {
    await signedInUser(page);
    await open(page, '/account');
    await page.getByRole('button', { name: 'Change picture' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await png(),
    });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    // The logo leads home.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});

test.describe('the live preview', () => {
  test('on a phone, Show preview puts it above the form while editing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 1 });
    await open(page, '/create');
    const toggle = page.getByRole('button', { name: 'Show preview' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('complementary', { name: 'Live preview' })).toBeHidden();
    await page.getByRole('textbox', { name: /^Full name/ }).fill('Katherine Johnson');
    await toggle.click();
    const hide = page.getByRole('button', { name: 'Hide preview' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    const preview = page.getByRole('complementary', { name: 'Live preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Katherine Johnson');
    // Above the form: reachable without scrolling past every field.
    const form = await page.getByRole('textbox', { name: /^Full name/ }).boundingBox();
    expect((await preview.boundingBox())?.y ?? Infinity).toBeLessThan(form?.y ?? 0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'preview-toggle-390.png');
    await hide.click();
    await expect(preview).toBeHidden();
  });

  test('on a desktop it stays below the header however far the form scrolls', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signedInUser(page, { cards: 1 });
    await open(page, '/create');
    await expect(page.getByRole('button', { name: 'Show preview' })).toBeHidden();
    for (const y of [0, 400, 900, 2000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const { headerBottom, previewTop } = await previewBelowHeader(page);
      expect(previewTop).toBeGreaterThanOrEqual(headerBottom);
    }
    await shot(page, 'preview-desktop-1280.png');
  });
});

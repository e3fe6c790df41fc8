import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { open } from '../support/e2e-pages';
import { VIEWPORTS } from '../support/viewports';
import { shot } from '../support/shots';

const signUpHeading = (page: Page) => page.getByRole('heading', { name: 'Create Account' });
const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Hey there!' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Create Card and Start your free trial open sign-up at its own address', async ({
      page,
    }) => {
      // The landing page's hero, pricing block and closing call to action (not on phones,
      // where the pricing block's call just above it is the last).
      const calls = [
        ['Start your free trial', 0],
        ['Start your free trial', 1],
        ...(viewport.width < 640 ? [] : [['Create Card', -1] as const]),
      ] as const;
      for (const [name, nth] of calls) {
        await open(page, '/');
        const links = page.getByRole('main').getByRole('link', { name, exact: false });
        await (nth === -1 ? links.last() : links.nth(nth)).click();
        await expect(page).toHaveURL(/\/login\?mode=signup$/);
        await expect(signUpHeading(page)).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await shot(page, `sign-up-${viewport.width}.png`);

      // The pricing page's Start Free Trial, signed out.
      await open(page, '/pricing');
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await expect(page).toHaveURL(/\/login\?mode=signup$/);
      await expect(signUpHeading(page)).toBeVisible();
    });

    test('the back button returns to sign-up', async ({ page }) => {
      await open(page, '/login');
      await expect(signInHeading(page)).toBeVisible();
      await page.getByRole('button', { name: 'Create one' }).click();
      await expect(page).toHaveURL(/\/login\?mode=signup$/);
      await expect(signUpHeading(page)).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/login$/);
      await expect(signInHeading(page)).toBeVisible();
      await page.goForward();
      await expect(signUpHeading(page)).toBeVisible();
      // A page left from sign-up comes back to sign-up.
      await page.goto('/about');
      await page.goBack();
      await expect(page).toHaveURL(/\/login\?mode=signup$/);
      await expect(signUpHeading(page)).toBeVisible();
      // Reloading keeps it.
      await page.reload();
      await expect(signUpHeading(page)).toBeVisible();
    });

    test("the About page's dialog opens sign-up the same way, back button included", async ({
      page,
    }) => {
      await open(page, '/about');
      await page.getByRole('button', { name: 'Create your card' }).click();
      const signUp = page.getByRole('dialog', { name: 'Create Account' });
      await expect(signUp).toBeVisible();
      await expect(page).toHaveURL(/\/about\?auth=signup$/);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `about-sign-up-${viewport.width}.png`);
      await page.goBack();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/about$/);
      await page.goForward();
      await expect(signUp).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Hey there!' })).toBeVisible();
      await expect(page).toHaveURL(/\/about\?auth=signin$/);
      await page.getByRole('dialog').getByRole('button', { name: 'Create one' }).click();
      await expect(signUp).toBeVisible();
      await expect(page).toHaveURL(/\/about\?auth=signup$/);
      await page.goBack();
      await expect(page.getByRole('dialog', { name: 'Hey there!' })).toBeVisible();
    });
  });
}

import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { DESKTOP, PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

const signUpHeading = (page: Page) => page.getByRole('heading', { name: 'Create Account' });
const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Hey there!' });

test.use({ viewport: PHONE });

test('Create Card and Start your free trial open sign-up at its own address', async ({ page }) => {
  // The landing page's hero and pricing block.
  for (const nth of [0, 1]) {
    await open(page, '/');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Start your free trial', exact: false })
      .nth(nth)
      .click();
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    await expect(signUpHeading(page)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sign-up-${PHONE.width}.png`);

  // The pricing page's Start Free Trial, signed out.
  await open(page, '/pricing');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(signUpHeading(page)).toBeVisible();

  // The closing call to action is not on phones (the pricing block's call just above it is
  // the last there): it is followed at 1280 px, where sign-up is checked too.
  await page.setViewportSize(DESKTOP);
  await open(page, '/');
  const calls = page.getByRole('main').getByRole('link', { name: 'Start your free trial' });
  await expect(calls.nth(0)).toBeVisible();
  await expect(calls.nth(1)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Create Card' }).last().click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(signUpHeading(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sign-up-${DESKTOP.width}.png`);
  await open(page, '/pricing');
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
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
  await shot(page, `about-sign-up-${PHONE.width}.png`);
  await atOtherWidth(page, 'about-sign-up', async () => {
    await expect(signUp).toBeVisible();
    await expect(signUp.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });
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

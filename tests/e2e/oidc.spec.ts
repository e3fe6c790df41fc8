import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { uniqueEmail } from '../support/e2e/fixtures';
import { registerOidcUser } from '../support/e2e/oidc-users';
import { shot } from '../support/e2e/shots';
import { VIEWPORTS } from '../support/e2e/viewports';

/** Signs in at the OpenID provider's own login page (tests/support/fakes/oidc-provider.ts). */
async function signInAtProvider(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('sign-in through an OpenID Connect provider', () => {
  test('a new user completes the profile, a returning user goes straight in', async ({
    browser,
  }) => {
    // Two browsers through the provider's pages: ~30 s on two busy cores.
    test.setTimeout(90_000);
    const person = await registerOidcUser({
      email: uniqueEmail('oidc'),
      name: 'Grace Hopper',
      password: 'provider-pass',
    });

    const first = await browser.newContext();
    const page = await first.newPage();
    await signInAtProvider(page, person.email, person.password);
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(page.getByLabel(/full name/i)).toHaveValue('Grace Hopper');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /complete|continue|save/i }).click();
    await expect(page.getByText('Profile completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'My Cards' })).toBeVisible();

    // Users who did not sign in with a password have no password to update.
    await page.goto('/account');
    await expect(page.getByLabel(/full name/i)).toHaveValue('Grace Hopper');
    await expect(page.getByRole('heading', { name: 'Update password' })).toHaveCount(0);
    await first.close();

    const second = await browser.newContext();
    const again = await second.newPage();
    await signInAtProvider(again, person.email, person.password);
    await expect(again).toHaveURL(/\/$/);
    await expect(again.getByRole('heading', { name: 'My Cards' })).toBeVisible();
    await second.close();
  });

  // Kept at both widths: the reason is a toast that leaves after 10 s, so each width must see it
  // on arriving at the sign-in page.
  for (const viewport of VIEWPORTS) {
    test(`an address the provider has not verified is refused, and the sign-in page says why (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const person = await registerOidcUser({
        email: uniqueEmail('oidc-unverified'),
        name: 'Mallory',
        password: 'provider-pass',
        emailVerified: false,
      });
      await signInAtProvider(page, person.email, person.password);
      await expect(page).toHaveURL(/\/login$/);
      await expect(
        page.getByText(
          'Sign-in failed: the provider has not verified this email address. Verify it with the provider first, or sign up with your email and password.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
      const session = await page.request.get('/api/auth/get-session');
      expect(await session.json()).toBeNull();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `oidc-unverified-${viewport.width}.png`);
    });
  }

  test('a wrong password stays at the provider, which says so', async ({ page }) => {
    const person = await registerOidcUser({
      email: uniqueEmail('oidc'),
      name: 'Alan Turing',
      password: 'right-pass',
    });
    await signInAtProvider(page, person.email, 'wrong-pass');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/interaction\//);
  });
});

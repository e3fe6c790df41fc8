import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createAccount, PASSWORD, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, mailsTo, waitForMail } from '../support/e2e/mailbox';

async function signOutByCookies(page: Page) {
  await page.context().clearCookies();
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('sign up, verify, complete profile, sign out, sign in', () => {
  test('the whole first-time journey', async ({ page }) => {
    // Five pages, each checked with axe: ~30 s on two busy cores.
    test.setTimeout(90_000);
    const email = uniqueEmail();
    await open(page, '/login');
    await expect(page).toHaveTitle(/^Login/);
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
    await expect(page.getByTestId('pending-email')).toHaveText(email);
    await expect(page.getByText(/spam folder/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForMail(email, /verify/i);
    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(page.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const fullName = page.getByLabel('Full name');
    await fullName.fill('   ');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(page.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();
    await fullName.fill('Ada Lovelace');
    await page.getByRole('checkbox', { name: /I agree to the/ }).uncheck();
    await expect(
      page.getByText('Please accept the terms and conditions to continue'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();

    // Both legal links open their dialogs from the form.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    await page.keyboard.press('Escape');
    await main.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page.getByText('Profile completed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
    await expect(page.getByText('No Cards Found')).toBeVisible();
    // No subscription yet: the first step is the trial, then the first card.
    await expect(
      page
        .getByRole('region', { name: 'Your cards' })
        .getByRole('link', { name: 'Start Free Trial' }),
    ).toBeVisible();
    await expect(page.getByText('Create Your First Card')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Ada Lovelace')).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    for (const item of ['Account', 'My Cards', 'Subscription', 'Sign Out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
  });
});

test.describe('sign-in errors', () => {
  test('empty fields and a wrong password', async ({ page }) => {
    const { email } = await createAccount({ fullName: 'Grace Hopper' });
    await open(page, '/login');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Authentication failed: Email or password is incorrect. Please try again.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('an unverified account gets the banner, and Resend sends another mail', async ({ page }) => {
    const email = uniqueEmail('unverified');
    const response = await page.request.post('/api/auth/sign-up/email', {
      data: { name: '', email, password: PASSWORD, callbackURL: '/login' },
    });
    expect(response.status()).toBe(200);
    await waitForMail(email, /verify/i);

    await signIn(page, email, PASSWORD);
    await expect(
      page.getByText(
        'Please verify your email address before signing in. Check your inbox for the verification link.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Email not verified. Please check your inbox for the verification link.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const before = (await mailsTo(email, /verify/i)).length;
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Verification email sent. Please check your inbox.')).toBeVisible();
    await expect.poll(async () => (await mailsTo(email, /verify/i)).length).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up validation; an address that already has an account is not revealed', async ({
    page,
  }) => {
    const { email } = await createAccount({ profile: false });
    await open(page, '/login');
    await page.getByRole('button', { name: 'Create one' }).click();

    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('seven77');
    await page.getByLabel('Confirm password').fill('seven78');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    const confirm = page.getByLabel('Confirm password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await confirm.fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The server answers as for a new address, so sign-up cannot tell who is registered.
    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByTestId('pending-email')).toHaveText(email);
  });

  test('a failed verification link explains itself on /login', async ({ page }) => {
    await open(page, '/login?error=INVALID_TOKEN');
    await expect(page.getByText(/verification link is invalid or has expired/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('verification links opened from elsewhere', () => {
  test('a link followed from another site verifies the address and asks to sign in', async ({
    page,
  }) => {
    const email = uniqueEmail('webmail');
    const response = await page.request.post('/api/auth/sign-up/email', {
      data: { name: '', email, password: PASSWORD, callbackURL: '/login' },
    });
    expect(response.status()).toBe(200);
    const link = firstLink(await waitForMail(email, /verify/i));
    // A webmail page on another site: following its link is a cross-site navigation.
    await page.route('http://webmail.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Inbox</title><a href="${link}">Verify email address</a>`,
      }),
    );
    await page.goto('http://webmail.example/inbox');
    await page.getByRole('link', { name: 'Verify email address' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your email address is verified. Please sign in.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/complete-profile$/);
  });
});

test.describe('password reset', () => {
  test('forgot password, reset through the mailed link, sign in; the link works once', async ({
    page,
  }) => {
    const { email } = await createAccount({ fullName: 'Katherine Johnson' });
    await open(page, '/login');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await expect(send).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await send.click();
    await expect(
      page.getByText('Password reset email sent. Please check your inbox.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();

    const link = firstLink(await waitForMail(email, /reset/i));
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?mode=reset&token=/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const newPassword = 'a-brand-new-secret';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();

    await signOutByCookies(page);
    await page.goto(link);
    await expect(page.getByText(/password reset link is invalid or has expired/)).toBeVisible();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  });
});

test.describe('login page extras', () => {
  test('legal dialogs open and close with Escape; no provider buttons when none is set up', async ({
    page,
  }) => {
    await open(page, '/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await main.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const providers = (await (await page.request.get('/api/user/auth-providers')).json()) as {
      providers: Array<{ name: string }>;
    };
    for (const provider of providers.providers) {
      await expect(
        main.getByRole('button', { name: `Continue with ${provider.name}` }),
      ).toBeVisible();
    }
    if (providers.providers.length === 0) {
      await expect(main.getByText('or', { exact: true })).toHaveCount(0);
    }
  });

  test('looks right on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/login');
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('sign-in modal on /about', () => {
  test('opens, closes on Escape, and signs in without leaving /about', async ({ page }) => {
    const { email } = await createAccount({ fullName: 'Mary Jackson' });
    await open(page, '/about');

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hey there!' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await main.getByRole('button', { name: 'Create your card' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
});

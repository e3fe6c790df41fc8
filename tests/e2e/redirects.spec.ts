import { test, expect } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser, uniqueEmail } from '../support/e2e/fixtures';

test.describe('anonymous visitors', () => {
  test('signed-in pages send them to /login', async ({ page }) => {
    for (const path of ['/account', '/complete-profile', '/admin/users']) {
      await open(page, path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
    }
  });

  test('public pages stay public', async ({ page }) => {
    for (const [path, heading] of [
      ['/', /Your business card/],
      ['/about', /Every introduction/],
      ['/404', /Oops! Page Not Found/],
      ['/no-such-page', /Oops! Page Not Found/],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('/email-verification needs an address', async ({ page }) => {
    await open(page, '/email-verification');
    await expect(page).toHaveURL(/\/login$/);

    const email = uniqueEmail('pending');
    await open(page, `/email-verification?email=${encodeURIComponent(email)}`);
    await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
    await expect(page.getByTestId('pending-email')).toHaveText(email);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Back to Sign In forgets the stored pending address', async ({ page }) => {
    await open(page, '/login');
    await page.evaluate(() =>
      window.localStorage.setItem('cardvault.pendingVerificationEmail', 'stored@example.com'),
    );
    await open(page, '/email-verification');
    await expect(page.getByTestId('pending-email')).toHaveText('stored@example.com');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await open(page, '/email-verification');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('when the server does not answer', () => {
  test('guards wait 10 seconds for the sign-in state, then go to /login', async ({ page }) => {
    // The page's clock runs as usual until the test moves it ten seconds on at once.
    await page.clock.install();
    await page.route('**/api/auth/get-session', (route) => route.abort('connectionrefused'));
    await page.goto('/account');
    await expect(page.getByText('Server is down. Please try again later.')).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    await page.clock.fastForward(10_000);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('status parameters', () => {
  const cases = [
    ['/?success=card_created', 'Card created successfully!'],
    ['/?success=card_updated', 'Card updated successfully!'],
    ['/?success=card_deleted', 'Card deleted successfully!'],
    [
      '/about?error=max_cards',
      'You have reached the maximum number of cards, please add more cards to your subscription',
    ],
  ] as const;

  for (const [path, message] of cases) {
    test(`${path} shows its toast and cleans the address`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]?.replace('/', '\\/')}$`));
    });
  }

  test('no_subscription is an info toast with its own title; other parameters are kept', async ({
    page,
  }) => {
    await open(page, '/about?error=no_subscription&ref=mail');
    await expect(page.getByText('Start your free trial', { exact: true })).toBeVisible();
    await expect(page.getByText("Let's get you started")).toBeVisible();
    await expect(page).toHaveURL(/\/about\?ref=mail$/);
    // The clean-up replaced the entry: going back leaves the page instead of showing it again.
    await page.goBack();
    await expect(page).not.toHaveURL(/no_subscription/);
  });
});

test.describe('signed-in users', () => {
  test('/login sends them home; admin screens are 404 for non-admins; /logout signs out', async ({
    page,
  }) => {
    await signedInUser(page, { fullName: 'Alan Turing' });

    await open(page, '/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();

    for (const path of ['/admin/users', '/admin/cards', '/admin/subscriptions']) {
      await open(page, path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    }

    await open(page, '/complete-profile');
    await expect(page).toHaveURL(/\/$/);

    await open(page, '/logout');
    await expect(page).toHaveURL(/\/login$/);
    await open(page, '/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a first-time user is sent to /complete-profile', async ({ page }) => {
    await signedInUser(page, { profile: false });
    for (const path of ['/', '/account', '/login']) {
      await open(page, path);
      await expect(page).toHaveURL(/\/complete-profile$/);
    }
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  });

  test('/logout shows its message', async ({ page }) => {
    await signedInUser(page, { fullName: 'Hedy Lamarr' });
    // The logout request is held until the message has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/logout', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/logout');
    await expect(page.getByText('Logging out...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();
  });

  test('Create Card without a subscription leads to pricing with the trial toast', async ({
    page,
  }) => {
    await signedInUser(page, { fullName: 'Ada Byron' });
    await open(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Create Card' }).click();
    await expect(page.getByText('Start your free trial', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the header works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInUser(page, { fullName: 'Margaret Hamilton' });
    await open(page, '/');
    // The signed-in home page first: in one CI run a menu clicked while the page was still
    // settling was found closed again (pre-existing flake; the cause was not pinned down).
    await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await panel.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(panel).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });
});

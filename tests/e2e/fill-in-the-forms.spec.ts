import { test, expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, PASSWORD, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

/**
 * The forms say the right thing (docs/product.md#validation-card-form, docs/decisions/0029):
 * websites under long top-level domains are taken and saved, the e-mail hint shows only under an
 * address that is not one, the full name counts up to 100 and stops there, the phone's
 * placeholder is no one country's pattern, and a password under 8 characters is refused before
 * anything is sent. Each runs on a phone, each screen checked at 1280 px too. SHOTS=folder saves
 * screenshots of each at 390 and 1280 px.
 */

/** A form field by the start of its label ('Website' finds 'Website (optional)'). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Scrolls a field to the middle of the screen, its hint and counter in view for a screenshot. */
const centre = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));

/** Whether the page sent a request to `path` between now and the returned function's call. */
function watchRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method());
  });
  return () => seen.length;
}

test.use({ viewport: PHONE });

test('a website under a long top-level domain is taken, normalised and saved', async ({ page }) => {
  await signedInUser(page, { cards: 2 });
  await open(page, '/create');
  await field(page, 'Full name').fill('Dorothy Vaughan');
  await field(page, 'Job title').fill('Supervisor');
  await field(page, 'Email').fill('dorothy@example.com');
  await field(page, 'Phone').pressSequentially('+1 757 864 1000');
  await field(page, 'Location').fill('Hampton');
  for (const [typed, kept] of [
    ['acme.consulting', 'https://acme.consulting'],
    ['https://ada.example/about', 'https://ada.example/about'],
    ['www.studio.photography/portfolio', 'https://www.studio.photography/portfolio'],
  ] as const) {
    await field(page, 'Website').fill(typed);
    await field(page, 'Website').blur();
    await expect(field(page, 'Website')).toHaveValue(kept);
    await expect(field(page, 'Website')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Please enter a valid website address e.g. https://www.example.com'),
    ).toHaveCount(0);
  }
  await centre(field(page, 'Website'));
  await shot(page, `forms-website-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-website', async () => {
    await expect(field(page, 'Website')).toBeVisible();
    await expect(field(page, 'Website')).toHaveValue('https://www.studio.photography/portfolio');
  });

  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page).toHaveURL(/\/(\?|$)/);
  const cards = (await (
    await page.request.post('/api/card/list-user-cards', {
      data: { page: 1, pageSize: 10 },
      headers: { origin: baseURL },
    })
  ).json()) as { items: { website: string }[] };
  expect(cards.items.map((card) => card.website)).toEqual([
    'https://www.studio.photography/portfolio',
  ]);
});

test('the e-mail hint shows only under an address that is not one', async ({ page }) => {
  await signedInUser(page, { cards: 1 });
  await open(page, '/create');
  const email = field(page, 'Email');
  const hint = page.getByText('Enter a valid email address', { exact: true });
  await expect(hint).toHaveCount(0);
  await email.fill('ada@');
  await expect(hint).toBeVisible();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await centre(email);
  await shot(page, `forms-email-invalid-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-email-invalid', async () => {
    await expect(hint).toBeVisible();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  });

  await email.fill('ada@example.com');
  await expect(hint).toHaveCount(0);
  await expect(email).toHaveAccessibleDescription('');
  await shot(page, `forms-email-valid-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-email-valid', async () => {
    await expect(email).toBeVisible();
    await expect(hint).toHaveCount(0);
  });

  // Left while still not an address: the same words once, now as the field's error.
  await email.fill('ada@example');
  await email.blur();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(hint).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'forms-email-error', async () => {
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(hint).toBeVisible();
  });
});

test('the full name counts to 100 and stops there, wherever it is typed', async ({ page }) => {
  const long = 'Katherine Coleman Goble Johnson '.repeat(4);
  const typeName = async (input: ReturnType<typeof field>) => {
    await input.fill(long.slice(0, 95));
    await input.pressSequentially(long.slice(95, 110));
    await expect(input).toHaveValue(long.slice(0, 100));
    await expect(input).toHaveAttribute('maxlength', '100');
    await expect(page.getByText('100/100 characters')).toBeVisible();
  };

  // The card form.
  await signedInUser(page, { cards: 1 });
  await open(page, '/create');
  const cardName = field(page, 'Full name');
  await cardName.fill('Katherine');
  await expect(page.getByText('9/100 characters')).toBeVisible();
  await typeName(cardName);
  await centre(cardName);
  await shot(page, `forms-name-card-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-name-card', async () => {
    await expect(cardName).toHaveValue(long.slice(0, 100));
    await expect(page.getByText('100/100 characters')).toBeVisible();
  });
  await cardName.blur();
  await expect(cardName).not.toHaveAttribute('aria-invalid', 'true');

  // The account page.
  await open(page, '/account');
  const accountName = field(page, 'Full name');
  await expect(page.getByText('12/100 characters')).toBeVisible();
  await typeName(accountName);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account details saved.')).toBeVisible();
  await shot(page, `forms-name-account-${PHONE.width}.png`);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'forms-name-account', async () => {
    await expect(accountName).toHaveValue(long.slice(0, 100));
    await expect(page.getByText('100/100 characters')).toBeVisible();
  });

  // Completing the profile after sign-up.
  await page.context().clearCookies();
  await signedInUser(page, { profile: false });
  await open(page, '/complete-profile');
  const profileName = field(page, 'Full name');
  await expect(page.getByText('0/100 characters')).toBeVisible();
  await typeName(profileName);
  await shot(page, `forms-name-complete-profile-${PHONE.width}.png`);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'forms-name-complete-profile', async () => {
    await expect(profileName).toHaveValue(long.slice(0, 100));
    await expect(page.getByText('100/100 characters')).toBeVisible();
  });
});

test("the phone's placeholder follows the card's country, else says what to type", async ({
  page,
}) => {
  await signedInUser(page, { cards: 2 });
  await open(page, '/create');
  const phone = field(page, 'Phone');
  await expect(phone).toHaveAttribute('placeholder', '+ country code and number');
  await centre(phone);
  await shot(page, `forms-phone-new-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-phone-new', async () => {
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('placeholder', '+ country code and number');
  });

  const { id } = await createCard(page, {
    fullName: 'Mary Jackson',
    phone: '+44 20 7946 0958',
  });
  await open(page, `/update?id=${id}`);
  await expect(phone).toHaveValue('+44 20 7946 0958');
  await phone.fill('');
  await expect(phone).toHaveAttribute('placeholder', '+44 7400 123456');
  await centre(phone);
  await shot(page, `forms-phone-uk-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-phone-uk', async () => {
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('placeholder', '+44 7400 123456');
  });
});

test('a password under 8 characters is refused before it is sent', async ({ page }) => {
  // Sign-up: the rule is under the field before anything is typed.
  await open(page, '/login?mode=signup');
  const signUps = watchRequests(page, '/api/auth/sign-up/email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await expect(password).toHaveAccessibleDescription('At least 8 characters.');
  await shot(page, `forms-password-hint-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-password-hint', async () => {
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
  });
  await page.getByLabel('Email').fill('short-password@example.com');
  await password.fill('seven77');
  await page.getByLabel('Confirm password').fill('seven77');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/mode=signup/);
  await shot(page, `forms-password-signup-${PHONE.width}.png`);
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'forms-password-signup', async () => {
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  // A reset link's new password.
  await open(page, '/login?mode=reset&token=not-sent');
  const resets = watchRequests(page, '/api/auth/reset-password');
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('seven77');
  await page.getByLabel('Confirm new password').fill('seven77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await shot(page, `forms-password-reset-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-password-reset', async () => {
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  // Changing it on the account page.
  await signedInUser(page);
  await open(page, '/account');
  const changes = watchRequests(page, '/api/auth/change-password');
  const section = page.getByRole('region', { name: 'Update password' });
  await expect(section.getByText('At least 8 characters.')).toBeVisible();
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByLabel('New password').fill('seven77');
  await section.getByRole('button', { name: 'Update password' }).click();
  await expect(section.getByText('Password must be at least 8 characters')).toBeVisible();
  await centre(section);
  await shot(page, `forms-password-change-${PHONE.width}.png`);
  await atOtherWidth(page, 'forms-password-change', async () => {
    await expect(section.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  expect([signUps(), resets(), changes()]).toEqual([0, 0, 0]);
});

import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { PASSWORD, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, mailsTo, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

async function signUp(page: Page, email: string) {
  await open(page, '/login?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
}

test.use({ viewport: PHONE });

test('resend on the verification page, then the link signs in and the header says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('resend');
  await signUp(page, email);
  await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
  await waitForMail(email, /verify/i);
  const resend = page.getByRole('button', { name: 'Resend' });
  await resend.click();
  await expect(page.getByRole('status')).toHaveText(
    'Verification email sent. Please check your inbox.',
  );
  // A second mail really went out.
  await expect.poll(async () => (await mailsTo(email, /verify/i)).length).toBe(2);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `verification-${PHONE.width}.png`);
  await atOtherWidth(page, 'verification', async () => {
    await expect(page.getByRole('status')).toHaveText(
      'Verification email sent. Please check your inbox.',
    );
    await expect(resend).toBeVisible();
  });

  // The server's limits refuse at some point; the page shows the server's own words.
  const refused = page.getByText('Too many requests. Please try again later.');
  for (let i = 0; i < 20 && !(await refused.isVisible()); i += 1) {
    await expect(resend).toBeEnabled();
    await resend.click();
    await expect(resend).toBeEnabled();
  }
  await expect(refused).toBeVisible();

  // The link, opened in another tab of the same browser, starts the session.
  const mail = await waitForMail(email, /verify/i);
  const other = await page.context().newPage();
  await other.goto(firstLink(mail));
  await expect(other).toHaveURL(/\/complete-profile$/);
  const header = other.getByRole('banner');
  await expect(header.getByTestId('signed-in-as')).toHaveText(`Signed in as ${email}`);
  await expect(header.getByRole('link', { name: 'Sign Out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  // The header is laid out differently at each width: it says so at the other too.
  await atOtherWidth(other, 'complete-profile-signed-in', async () => {
    await expect(header.getByTestId('signed-in-as')).toHaveText(`Signed in as ${email}`);
    await expect(header.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });

  // Back on the first tab, the header catches up too.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();
  await other.close();
});

test('complete profile: no error before a touch, and the disabled button says why', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('profile');
  await signUp(page, email);
  await page.goto(firstLink(await waitForMail(email, /verify/i)));
  await expect(page).toHaveURL(/\/complete-profile$/);
  const button = page.getByRole('button', { name: 'Complete Profile' });
  const checkbox = page.getByRole('checkbox', { name: /I agree to the/ });
  await expect(button).toBeDisabled();
  await expect(page.getByText('Please accept the terms and conditions to continue')).toBeHidden();
  await expect(checkbox).not.toHaveAttribute('aria-invalid', 'true');
  await expect(button).toHaveAccessibleDescription(
    'Enter your full name and accept the terms and conditions to continue.',
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, `complete-profile-${PHONE.width}.png`);
  await atOtherWidth(page, 'complete-profile', async () => {
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(page.getByText('Please accept the terms and conditions to continue')).toBeHidden();
    await expect(checkbox).toBeVisible();
  });

  await page.getByLabel('Full name').fill('Ada Lovelace');
  await expect(button).toHaveAccessibleDescription(
    'Please accept the terms and conditions to continue',
  );
  await checkbox.check();
  await expect(button).toBeEnabled();
  await page.getByLabel('Full name').fill('');
  await expect(button).toHaveAccessibleDescription('Enter your full name to continue.');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await checkbox.uncheck();
  // Touched: now the box itself says it.
  await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please accept the terms and conditions to continue')).toBeVisible();
  await checkbox.check();
  await button.click();
  await expect(page.getByText('Profile completed successfully!')).toBeVisible();
});

import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, makeAdmin, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { VIEWPORTS } from '../support/e2e/viewports';

/**
 * The admin console's Site set-up (docs/product.md#site-setup) on the e2e server: real SMTP,
 * PostgreSQL, throw-away wallet keys, an OpenID provider, the local billing driver and local
 * uploads. An admin reads what runs and what to set; the values themselves never reach the page.
 */
test('an admin reads what the site runs with and which variables change it, at both widths', async ({
  page,
}) => {
  const admin = await signedInUser(page, { fullName: 'Setup Admin' });
  await makeAdmin(admin.id);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, '/admin/users');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Site set-up' })
      .click();
    await expect(page).toHaveURL(/\/admin\/setup$/);
    await expect(page.getByRole('heading', { name: 'Site set-up', level: 1 })).toBeVisible();
    const area = (name: string) => page.getByRole('article', { name });

    await expect(area('Mail')).toContainText('Set up');
    await expect(area('Mail')).toContainText('Mail is sent through the SMTP server of SMTP_URL');
    await expect(area('Database')).toContainText('PostgreSQL, at DATABASE_URL.');
    await expect(area('Sign-in providers')).toContainText('E-mail and password, and Test ID.');
    await expect(area('Apple Wallet passes')).toContainText('Set up');
    await expect(area('Google Wallet passes')).toContainText('Owners can add their cards');
    // The built-in defaults say so, with what to set for production.
    await expect(area('Payments')).toContainText('Built-in default');
    await expect(area('Payments')).toContainText('BILLING_PROVIDER=stripe');
    await expect(area('File storage')).toContainText('STORAGE_DRIVER');
    await expect(area('Site address')).toContainText('The site is at http://127.0.0.1:');
    await expect(
      area('Apple Wallet passes').getByText('docs/product.md#share-wallet'),
    ).toBeVisible();
    // Names, never values: the page holds no secret the server was started with.
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/-----BEGIN|whsec_|postgres(ql)?:\/\/|smtps?:\/\/\S/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoSeriousA11yViolations(page);
    await shot(page, `site-setup-${viewport.width}.png`, { fullPage: true });
  }
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('an admin reads the site set-up in Arabic, right to left, at both widths', async ({
    page,
  }) => {
    const admin = await signedInUser(page, { fullName: 'مشرف الإعداد' });
    await makeAdmin(admin.id);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await open(page, '/admin/setup');
      await expect(page.getByRole('heading', { name: 'إعداد الموقع', level: 1 })).toBeVisible();
      const area = (name: string) => page.getByRole('article', { name });
      await expect(area('البريد')).toContainText('يُرسل البريد عبر خادم SMTP المحدد في SMTP_URL');
      await expect(area('قاعدة البيانات')).toContainText('PostgreSQL، على DATABASE_URL.');
      await expect(area('المدفوعات')).toContainText('BILLING_PROVIDER=stripe');
      // No English sentence is left on the screen.
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(/Mail is sent|Payments go|Uploads are kept|restart the server/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoSeriousA11yViolations(page);
      await shot(page, `site-setup-ar-${viewport.width}.png`, { fullPage: true });
    }
  });
});

test('an owner never sees the site set-up: the console is for admins', async ({ page }) => {
  await signedInUser(page, { cards: 1 });
  await createCard(page, { fullName: 'Ada Lovelace' });
  await open(page, '/admin/setup');
  await expect(page).toHaveURL(/\/404$/);
  const answer = await page.request.get('/api/admin/site-setup');
  expect(answer.status()).toBe(403);
});

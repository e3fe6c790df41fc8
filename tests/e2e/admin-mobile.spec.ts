import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import {
  makeAdmin,
  seedSubscribers,
  seedSupportRequest,
  signedInUser,
} from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone every admin page fits the screen, its nav reaches every section, and axe passes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await signedInUser(page, { fullName: 'Phone Admin', cards: 1, status: 'active' });
  await makeAdmin(admin.id);
  await seedSubscribers(['Alan Turing With A Rather Long Name Indeed']);
  await seedSupportRequest({ email: admin.email, subject: 'Other', body: 'From a phone' });

  const sections = [
    ['Users', '/admin/users'],
    ['Cards', '/admin/cards'],
    ['Organisations', '/admin/organisations'],
    ['Subscriptions', '/admin/subscriptions'],
    ['Support', '/admin/support'],
    ['Audit log', '/admin/audit'],
    ['Site set-up', '/admin/setup'],
  ] as const;
  await open(page, '/admin/users');
  for (const [label, path] of sections) {
    const link = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
      name: label,
    });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    // Wide tables scroll inside their own region; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoSeriousA11yViolations(page);
  }
});

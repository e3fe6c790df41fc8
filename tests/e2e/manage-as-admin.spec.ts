import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { makeAdmin, seedSubscribers, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

async function signedInAdmin(page: Page) {
  const admin = await signedInUser(page, { fullName: 'Console Admin', cards: 1, status: 'active' });
  await makeAdmin(admin.id);
  return admin;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, locale: 'en-US' });

  test('a wide admin table scrolls inside its frame, says so, and its row actions are reached', async ({
    page,
  }) => {
    await signedInAdmin(page);
    const [subscriber] = await seedSubscribers(['Alan Turing']);
    await open(page, `/admin/subscriptions`);
    await page.getByRole('searchbox').fill(subscriber!.email);
    const table = page.getByRole('region', { name: 'Subscriptions table' });
    const edit = table.getByRole('button', { name: `Edit subscription of ${subscriber!.email}` });
    await expect(edit).toHaveCount(1);
    await table.scrollIntoViewIfNeeded();

    // The table is wider than its frame; the page is not.
    const widths = await table.evaluate((frame) => ({
      scroll: frame.scrollWidth,
      client: frame.clientWidth,
    }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // A visible cue says there is more to the side, and a shadow marks the edge that scrolls.
    const hint = page.getByText('Scroll sideways to see more columns');
    await expect(hint).toBeVisible();
    const frame = page.getByTestId('scroll-frame').filter({ has: table });
    await expect(frame).toHaveAttribute('data-more-end', 'true');
    await expect(frame).toHaveAttribute('data-more-start', 'false');
    await expect(edit).not.toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    // Scrolled to the end: the actions are in view, and the cue moves to the other edge.
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(edit).toBeInViewport();
    await expect(frame).toHaveAttribute('data-more-end', 'false');
    await expect(frame).toHaveAttribute('data-more-start', 'true');
    await edit.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the admin console is in the phone menu for admins only', async ({ page, browser }) => {
    await signedInAdmin(page);
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Admin console' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expectNoSeriousA11yViolations(page);

    const member = await browser.newPage({ viewport: PHONE });
    await signedInUser(member, { cards: 1 });
    await open(member, '/');
    await member.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(member.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(member.getByRole('link', { name: 'Admin console' })).toHaveCount(0);
    await member.close();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: DESKTOP, locale: 'en-US' });

  test('the admin console is in the header bar for admins only', async ({ page, browser }) => {
    await signedInAdmin(page);
    await open(page, '/');
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin console' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    const member = await browser.newPage({ viewport: DESKTOP });
    await signedInUser(member, { cards: 1 });
    await open(member, '/');
    await expect(member.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(member.getByRole('link', { name: 'Admin console' })).toHaveCount(0);
    await member.close();
  });

  test('Reconcile reports that nothing changed when the provider agrees', async ({ page }) => {
    await signedInAdmin(page);
    await open(page, '/admin/subscriptions');
    await page.getByRole('button', { name: 'Reconcile' }).click();
    // The local driver's rows are its own record: nothing can have drifted.
    await expect(
      page.getByText(/^Reconciled \d+ subscriptions?: nothing changed\.$/).first(),
    ).toBeVisible();
    await expect(page.getByText(/updated/)).toHaveCount(0);
  });
});

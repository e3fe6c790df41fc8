import { test, expect, type Browser, type Page, type Request } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import {
  grantOrganisationSubscription,
  makeAdmin,
  signedInUser,
  uniqueEmail,
  type E2eUser,
  createCard,
} from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';

/** A short lowercase word no other test uses, put in names and e-mails so searches find only ours. */
const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signedInAdmin(page: Page): Promise<E2eUser> {
  const admin = await signedInUser(page, { fullName: 'Console Admin' });
  await makeAdmin(admin.id);
  return admin;
}

/** A second person in a browser context of their own. */
async function anotherUser(
  browser: Browser,
  options: Parameters<typeof signedInUser>[1] = {},
): Promise<{ user: E2eUser; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { user: await signedInUser(page, options), page };
}

const userItem = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Users' }).getByRole('article', { name });

test.describe('admin console: access, users and cards', () => {
  test('a non-admin lands on the 404 page and sees no admin link', async ({ page }) => {
    await signedInUser(page);
    for (const path of [
      '/admin/users',
      '/admin/cards',
      '/admin/organisations',
      '/admin/subscriptions',
      '/admin/audit',
    ]) {
      await open(page, path);
      await expect(page).toHaveURL(`${baseURL}/404`);
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
  });

  test('users: debounced server search, every filter, grant and revoke admin', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const admin = await signedInAdmin(page);
    const subscriber = await anotherUser(browser, {
      fullName: `Quinn Subscriber ${tag}`,
      cards: 2,
      status: 'active',
    });
    const colleague = await anotherUser(browser, { fullName: `Rory Colleague ${tag}` });
    const unverifiedEmail = uniqueEmail(`unverified-${tag}`);
    // Signed up but never verified: no profile, no subscription.
    const signUp = await request.post('/api/auth/sign-up/email', {
      headers: { origin: baseURL },
      data: { name: '', email: unverifiedEmail, password: 'e2e-password-1', callbackURL: '/login' },
    });
    expect(signUp.status()).toBe(200);

    // The user menu leads an admin to the console.
    await open(page, '/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin console' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin/users`);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Typing is debounced: the server is asked for the whole word, not once per letter.
    const searches: string[] = [];
    const onRequest = (request: Request) => {
      if (request.url().endsWith('/api/user/list-users')) {
        searches.push((request.postDataJSON() as { search: string }).search);
      }
    };
    page.on('request', onRequest);
    await page.getByRole('searchbox', { name: 'Search users' }).pressSequentially(tag, {
      delay: 20,
    });
    await expect(userItem(page, subscriber.user.fullName)).toBeVisible();
    await expect(userItem(page, colleague.user.fullName)).toBeVisible();
    await expect(userItem(page, unverifiedEmail)).toBeVisible();
    await expect(page.getByText(/^Showing 1–3 of 3 users$/)).toBeVisible();
    // A busy machine can pause the typing past the debounce: a part of the tag already finds the
    // three, and the request for the whole word comes after.
    await expect.poll(() => searches.at(-1)).toBe(tag);
    page.off('request', onRequest);
    const typed = searches.filter((search) => search !== '');
    expect(typed.length).toBeLessThan(tag.length);

    // The list item shows the user's fields, subscription and cards.
    const quinn = userItem(page, subscriber.user.fullName);
    await expect(quinn.getByText(subscriber.user.email)).toBeVisible();
    await expect(quinn.getByText('Active', { exact: true })).toBeVisible();
    await expect(quinn.getByText('Verified', { exact: true })).toBeVisible();
    await expect(quinn.getByText('0 cards of 2 allocated')).toBeVisible();
    await expect(
      userItem(page, colleague.user.fullName).getByText('No subscription'),
    ).toBeVisible();

    const only = async (names: string[]) => {
      for (const name of [subscriber.user.fullName, colleague.user.fullName]) {
        await expect(userItem(page, name)).toHaveCount(names.includes(name) ? 1 : 0);
      }
    };
    const filter = (label: string, option: string) =>
      page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });

    await filter('Subscription', 'Has a subscription');
    await only([subscriber.user.fullName]);
    await filter('Subscription', 'No subscription');
    await only([colleague.user.fullName]);
    await filter('Subscription', 'Any');
    await filter('Subscription status', 'Active');
    await only([subscriber.user.fullName]);
    await filter('Subscription status', 'Canceled');
    await expect(page.getByText('No users found')).toBeVisible();
    await filter('Subscription status', 'Any status');
    await filter('E-mail', 'Unverified');
    await only([]);
    await expect(userItem(page, unverifiedEmail)).toBeVisible();
    await filter('E-mail', 'Verified');
    await only([subscriber.user.fullName, colleague.user.fullName]);
    await expect(userItem(page, unverifiedEmail)).toHaveCount(0);
    await filter('E-mail', 'Any');
    await filter('Role', 'Admins');
    await expect(page.getByText('No users found')).toBeVisible();

    // Grant admin, with a confirmation; the colleague then sees the console.
    await filter('Role', 'Any');
    await userItem(page, colleague.user.fullName)
      .getByRole('button', { name: `Grant admin to ${colleague.user.fullName}` })
      .click();
    const grantDialog = page.getByRole('dialog', { name: 'Grant admin' });
    await expect(grantDialog).toContainText(colleague.user.fullName);
    await expectNoSeriousA11yViolations(page);
    await grantDialog.getByRole('button', { name: 'Yes, grant admin' }).click();
    await expect(page.getByText(`${colleague.user.email} is now an admin`)).toBeVisible();
    await expect(grantDialog).toBeHidden();
    await filter('Role', 'Admins');
    await only([colleague.user.fullName]);
    await expect(
      userItem(page, colleague.user.fullName).getByText('Admin', { exact: true }),
    ).toBeVisible();

    await open(colleague.page, '/admin/users');
    await expect(colleague.page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    // Revoke it again; the colleague is then sent to the 404 page.
    await userItem(page, colleague.user.fullName)
      .getByRole('button', { name: `Revoke admin from ${colleague.user.fullName}` })
      .click();
    const revokeDialog = page.getByRole('dialog', { name: 'Revoke admin' });
    await revokeDialog.getByRole('button', { name: 'Yes, revoke admin' }).click();
    await expect(page.getByText(`${colleague.user.email} is no longer an admin`)).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
    await open(colleague.page, '/admin/users');
    await expect(colleague.page).toHaveURL(`${baseURL}/404`);

    // An admin cannot revoke their own role.
    await filter('Role', 'Any');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.email);
    const self = userItem(page, admin.fullName);
    await expect(self.getByRole('button', { name: /Revoke admin/ })).toBeDisabled();
    await expect(self.getByText('You cannot revoke your own admin role')).toBeVisible();

    // The audit log names who did it.
    await open(page, '/admin/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(admin.email);
    // The search has answered (before it, other journeys' grants are listed too): the grant and
    // the revocation.
    await expect(page.getByText(/^Showing 1–2 of 2 entries$/)).toBeVisible();
    const rows = page.getByRole('region', { name: 'Audit log table' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Grant admin' })).toContainText(admin.email);
    await expect(rows.filter({ hasText: 'Revoke admin' })).toContainText(admin.email);
    await expect(rows.filter({ hasText: 'Revoke admin' })).toContainText(colleague.user.id);
    await expectNoSeriousA11yViolations(page);
  });

  test('users: a failed list says so', async ({ page }) => {
    await signedInAdmin(page);
    await page.route('**/api/user/list-users', (route) =>
      route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'boom' } }),
    );
    await open(page, '/admin/users');
    await expect(page.getByRole('alert').getByText('Failed to fetch users')).toBeVisible();
  });

  test('cards: search, the public page, delete after a confirmation', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const admin = await signedInAdmin(page);
    const owner = await anotherUser(browser, { cards: 3, status: 'active' });
    const keptName = `Kept Card ${tag}`;
    const doomedName = `Doomed Card ${tag}`;
    const { id: keptId } = await createCard(owner.page, {
      fullName: keptName,
      email: 'owner@example.com',
    });
    await createCard(owner.page, { fullName: doomedName, email: 'owner@example.com' });

    await open(page, '/admin/cards');
    await expect(page.getByRole('heading', { name: 'Cards', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search cards' }).fill(tag);
    const cards = page.getByRole('region', { name: 'Cards' });
    const kept = cards.getByRole('article', { name: `Card of ${keptName}` });
    const doomed = cards.getByRole('article', { name: `Card of ${doomedName}` });
    await expect(kept).toBeVisible();
    await expect(doomed).toBeVisible();
    await expect(kept.getByText(owner.user.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Searching the owner's e-mail finds the same cards.
    await page.getByRole('searchbox', { name: 'Search cards' }).fill(owner.user.email);
    await expect(page.getByText(/^Showing 1–2 of 2 cards$/)).toBeVisible();

    // The public page opens in a new tab.
    const publicLink = kept.getByRole('link', { name: `Public page of ${keptName}` });
    await expect(publicLink).toHaveAttribute('href', `/showcase?id=${keptId}`);
    await expect(publicLink).toHaveAttribute('target', '_blank');
    const [showcase] = await Promise.all([page.waitForEvent('popup'), publicLink.click()]);
    await expect(showcase.getByRole('heading', { name: keptName })).toBeVisible();
    await showcase.close();

    // Delete asks first; Keep Card keeps it.
    await doomed.getByRole('button', { name: `Delete card of ${doomedName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Card' });
    await expect(dialog).toContainText('This action cannot be undone!');
    await expect(dialog).toContainText(owner.user.email);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Keep Card' }).click();
    await expect(dialog).toBeHidden();
    await expect(doomed).toBeVisible();

    await doomed.getByRole('button', { name: `Delete card of ${doomedName}` }).click();
    await dialog.getByRole('button', { name: 'Yes, Delete Card' }).click();
    await expect(page.getByText(`The card of ${doomedName} was deleted`)).toBeVisible();
    await expect(doomed).toHaveCount(0);
    await expect(kept).toBeVisible();
    await expect(page.getByText(/^Showing 1–1 of 1 cards$/)).toBeVisible();

    // The audit log records the deletion with the admin.
    await open(page, '/admin/audit');
    await page.getByRole('searchbox', { name: 'Search the audit log' }).fill(admin.email);
    // Other journeys' deletions (accounts, other admins' cards) share the log: this admin's row.
    await expect(
      page
        .getByRole('region', { name: 'Audit log table' })
        .getByRole('row', { name: /card\.delete/ })
        .filter({ hasText: admin.email }),
    ).toHaveCount(1);
  });

  test('cards: a failed list says so', async ({ page }) => {
    await signedInAdmin(page);
    await page.route('**/api/card/list-cards', (route) =>
      route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'boom' } }),
    );
    await open(page, '/admin/cards');
    await expect(page.getByRole('alert').getByText('Failed to fetch cards')).toBeVisible();
  });
});

test.describe('admin console: organisations', () => {
  test('organisations: search, owners, counts and subscription, each one’s members in a dialog, at both widths', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    await signedInAdmin(page);
    const owner = await anotherUser(browser, { fullName: `Olga Owner ${tag}` });
    const asOwner = async (url: string, data: object) => {
      const response = await owner.page.request.post(url, { headers: { origin: baseURL }, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as { id: string; name: string; slug: string };
    };
    const engines = await asOwner('/api/org/create', { name: `Difference Engines ${tag}` });
    const workshop = await asOwner('/api/org/create', { name: `Bare Workshop ${tag}` });
    await asOwner('/api/org/invite', {
      orgId: engines.id,
      email: uniqueEmail(`invitee-${tag}`),
      role: 'member',
    });
    await grantOrganisationSubscription(engines.id, 5, 'active');
    const orgCard = await owner.page.request.post(`/api/card/create-card?orgId=${engines.id}`, {
      headers: { origin: baseURL },
      multipart: {
        fullName: 'Charles Babbage',
        jobTitle: 'Engineer',
        email: 'cb@example.com',
        phone: '0412 345 678',
        location: 'London',
      },
    });
    expect(orgCard.status(), await orgCard.text()).toBe(201);

    // The section's tab leads to it.
    await open(page, '/admin/users');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Organisations' })
      .click();
    await expect(page).toHaveURL(`${baseURL}/admin/organisations`);
    await expect(page.getByRole('heading', { name: 'Organisations', level: 1 })).toBeVisible();
    // After moving between the console's tabs the head can hold two robots lines, both noindex.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');

    // Searched on the server: both of this journey's organisations, each with its figures.
    await page.getByRole('searchbox', { name: 'Search organisations' }).fill(tag);
    await expect(page.getByText(/^Showing 1–2 of 2 organisations$/)).toBeVisible();
    const table = page.getByRole('region', { name: 'Organisations table' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(row(engines.name).getByRole('rowheader')).toHaveText(
      `${engines.name}${engines.slug}`,
    );
    await expect(row(engines.name).getByRole('cell')).toHaveText([
      owner.user.email,
      '1',
      '1',
      '1',
      /Active\s*5 cards allocated/,
      /\d/,
      `Members of ${engines.name}`,
    ]);
    await expect(row(workshop.name).getByRole('cell')).toHaveText([
      owner.user.email,
      '1',
      '0',
      '0',
      'No subscription',
      /\d/,
      `Members of ${workshop.name}`,
    ]);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-organisations-1280.png', { fullPage: true });
    await atOtherWidth(page, 'admin-organisations', async () => {
      await expect(table).toBeVisible();
    });

    // By an owner's address, and by the organisation's own.
    await page.getByRole('searchbox', { name: 'Search organisations' }).fill(owner.user.email);
    await expect(page.getByText(/^Showing 1–2 of 2 organisations$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search organisations' }).fill(workshop.slug);
    await expect(page.getByText(/^Showing 1–1 of 1 organisations$/)).toBeVisible();
    await expect(row(engines.name)).toHaveCount(0);

    // One organisation's members and their roles.
    await page.getByRole('searchbox', { name: 'Search organisations' }).fill(tag);
    await row(engines.name)
      .getByRole('button', { name: `Members of ${engines.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Members' });
    await expect(dialog).toContainText(engines.name);
    const members = dialog.getByRole('listitem');
    await expect(members).toHaveCount(1);
    await expect(members).toContainText(owner.user.fullName);
    await expect(members).toContainText(owner.user.email);
    await expect(members).toContainText('Owner');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'admin-organisation-members-1280.png');
    await atOtherWidth(page, 'admin-organisation-members', async () => {
      await expect(members).toContainText('Owner');
    });
    await dialog.getByRole('button', { name: 'Close members' }).click();
    await expect(dialog).toBeHidden();
  });

  test('organisations: a failed list says so', async ({ page }) => {
    await signedInAdmin(page);
    await page.route('**/api/admin/list-organisations', (route) =>
      route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'boom' } }),
    );
    await open(page, '/admin/organisations');
    await expect(page.getByRole('alert').getByText('Failed to fetch organisations')).toBeVisible();
  });
});

import { test, expect, type Page } from '@playwright/test';
import { ORG_MESSAGES } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createAccount, signedInUser, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, mailsTo, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? PHONE.width);

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

test.use({ viewport: DESKTOP });

test('an owner creates an organisation and invites a colleague, who signs in from the mail and joins; the owner changes their role and removes them', async ({
  page,
  browser,
}) => {
  // Two people, two sign-ins, mail and both widths: over a minute on a busy machine.
  test.setTimeout(180_000);
  const owner = await signedInUser(page, { fullName: 'Ada Lovelace' });

  // No organisation yet: what teams are, and the form to create one.
  await open(page, '/team');
  await expect(page.getByRole('heading', { name: 'Run your team’s cards together' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'team-empty', async () => {
    await expect(page.getByLabel('Organisation name')).toBeVisible();
  });
  const name = `Analytical Engines ${Date.now().toString(36)}`;
  await page.getByLabel('Organisation name').fill(name);
  const slug = await page.getByLabel('Address').inputValue();
  expect(slug).toMatch(/^analytical-engines-[a-z0-9]+$/);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await toast(page, ORG_MESSAGES.created);
  await expect(page).toHaveURL(new RegExp(`/team\\?org=${slug}$`));
  const members = page.getByRole('list', { name: 'Members' });
  // Each member by their address (the name is shown above it when the account has one).
  const member = (email: string) => members.getByRole('listitem').filter({ hasText: email });
  await expect(member(owner.email)).toContainText('(you)');
  await expect(member(owner.email)).toContainText('Owner');

  // The invitation, sent and sent again.
  const inviteeEmail = uniqueEmail('invitee');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email address').fill('not an address');
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invitations.getByLabel('Email address')).toHaveAccessibleDescription(
    /Enter a valid email address/,
  );
  await invitations.getByLabel('Email address').fill(inviteeEmail);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await toast(page, ORG_MESSAGES.invited);
  const sent = invitations.getByRole('list', { name: 'Sent invitations' }).getByRole('listitem');
  await expect(sent.filter({ hasText: inviteeEmail })).toContainText('Pending');
  await invitations
    .getByRole('button', { name: `Resend the invitation to ${inviteeEmail}` })
    .click();
  await toast(page, ORG_MESSAGES.resent);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-owner-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-owner', async () => {
    await expect(invitations.getByLabel('Role')).toBeVisible();
  });

  // The colleague has an account but is signed out in their own browser: the mail's link goes
  // through sign-in and comes back to the invitation.
  await createAccount({ email: inviteeEmail, fullName: 'Grace Hopper' });
  const mail = await waitForMail(inviteeEmail, /invit|join/i);
  expect((await mailsTo(inviteeEmail, /invit|join/i)).length).toBeGreaterThanOrEqual(2);
  const link = new URL(firstLink(mail));
  expect(link.pathname).toBe('/team/join');
  const invitee = await browser.newContext({ viewport: PHONE });
  const guest = await invitee.newPage();
  await open(guest, `${link.pathname}${link.search}`);
  await expect(guest).toHaveURL(/\/login$/);
  await guest.getByLabel('Email').fill(inviteeEmail);
  await guest.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await guest.getByRole('button', { name: 'Sign In' }).click();
  await expect(guest).toHaveURL(/\/team\/join\?token=/);
  const join = guest.getByRole('button', { name: `Join ${name}` });
  await expect(join).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(
    `${name} invited you as member`,
  );
  await noSidewaysScroll(guest);
  await expectNoSeriousA11yViolations(guest);
  await shot(guest, `team-join-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(guest, 'team-join');
  await join.click();
  await toast(guest, ORG_MESSAGES.joined);
  await expect(guest).toHaveURL(new RegExp(`/team\\?org=${slug}$`));
  // In the page (the header's workspace switcher names it too).
  await expect(guest.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  // A member sees the list only: no invitations, no role selects, no danger zone.
  await expect(guest.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  await expect(guest.getByRole('combobox')).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Danger zone' })).toHaveCount(0);
  await noSidewaysScroll(guest);
  await expectNoSeriousA11yViolations(guest);
  await shot(guest, `team-member-${PHONE.width}.png`, { fullPage: true });

  // The link once used says so.
  await open(guest, `${link.pathname}${link.search}`);
  await expect(guest.getByRole('heading', { name: 'This invitation can’t be used' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Go to Team' })).toBeVisible();
  await shot(guest, `team-join-used-${PHONE.width}.png`, { fullPage: true });
  await invitee.close();

  // The owner sees the new member, makes them an admin, then removes them.
  await page.reload();
  await expect(member(inviteeEmail)).toBeVisible();
  await expect(sent.filter({ hasText: inviteeEmail })).toContainText('Accepted');
  const role = member(inviteeEmail).getByRole('combobox', { name: /^Role of / });
  await expect(role).toHaveValue('member');
  await role.selectOption('admin');
  await toast(page, ORG_MESSAGES.roleChanged);
  await expect(role).toHaveValue('admin');
  await member(inviteeEmail)
    .getByRole('button', { name: /^Remove / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove member' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await toast(page, ORG_MESSAGES.removed);
  await expect(dialog).toBeHidden();
  await expect(member(inviteeEmail)).toHaveCount(0);

  // The owner deletes the organisation, typing its name: a wrong one is refused beside the field.
  await page.getByRole('button', { name: 'Delete organisation' }).click();
  const danger = page.getByRole('dialog', { name: 'Delete organisation' });
  const typed = danger.getByLabel('Organisation name');
  await expect(typed).toBeFocused();
  await typed.fill('something else');
  await danger.getByRole('button', { name: 'Delete organisation', exact: true }).click();
  await expect(typed).toHaveAccessibleDescription(ORG_MESSAGES.confirmationMismatch);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-delete-${DESKTOP.width}.png`);
  await typed.fill(name);
  await danger.getByRole('button', { name: 'Delete organisation', exact: true }).click();
  await toast(page, ORG_MESSAGES.deleted);
  await expect(page.getByRole('heading', { name: 'Run your team’s cards together' })).toBeVisible();
  await expect(page).toHaveURL(/\/team$/);
});

test('an invitation opened by another account says it was sent to another address, with a way back', async ({
  page,
  browser,
}) => {
  await signedInUser(page);
  await open(page, '/team');
  await page.getByLabel('Organisation name').fill(`Difference Engines ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await toast(page, ORG_MESSAGES.created);
  const invited = uniqueEmail('invited');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email address').fill(invited);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await toast(page, ORG_MESSAGES.invited);
  const link = new URL(firstLink(await waitForMail(invited, /invit|join/i)));

  const other = await browser.newContext({ viewport: PHONE });
  const stranger = await other.newPage();
  await signedInUser(stranger);
  await open(stranger, `${link.pathname}${link.search}`);
  await expect(stranger.getByText(ORG_MESSAGES.wrongAddress)).toBeVisible();
  await expect(stranger.getByRole('button', { name: /^Join / })).toHaveCount(0);
  await noSidewaysScroll(stranger);
  await expectNoSeriousA11yViolations(stranger);
  await shot(stranger, `team-join-wrong-address-${PHONE.width}.png`, { fullPage: true });
  await stranger.getByRole('link', { name: 'Go to Team' }).click();
  await expect(stranger).toHaveURL(/\/team$/);
  await other.close();
});

import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { ORG_MESSAGES, type OrgSummary } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { grantOrganisationSubscription, signedInUser, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

/** A form field by the start of its label ('Company' finds 'Company (optional)'). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(page.viewportSize()?.width ?? PHONE.width);

const tileOf = (page: Page, region: string, name: string) =>
  page
    .getByRole('region', { name: region })
    .locator(':scope > ul > li')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const NO_ORG_SUBSCRIPTION = 'Start your organisation’s free trial to create its cards';

test.use({ viewport: DESKTOP });

test('an owner makes a card for the organisation and gives it to a colleague, who edits it; when they are removed the card stays, unassigned, and its page still opens', async ({
  page,
  browser,
}) => {
  // Two people, mail, a card made and edited, and both widths: well over a minute when busy.
  test.setTimeout(240_000);
  await signedInUser(page, { fullName: 'Ada Lovelace' });

  // The organisation, then the header offers its context beside Personal.
  const name = `Analytical Engines ${Date.now().toString(36)}`;
  await open(page, '/team');
  await page.getByLabel('Organisation name').fill(name);
  const slug = await page.getByLabel('Address').inputValue();
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await toast(page, ORG_MESSAGES.created);
  const listed = (await (
    await page.request.post('/api/org/list', { data: {}, headers: { origin: baseURL } })
  ).json()) as { items: OrgSummary[] };
  const organisation = listed.items.find((item) => item.slug === slug);
  expect(organisation).toBeDefined();
  const orgId = organisation?.id ?? '';

  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
  const switcher = page.getByRole('button', { name: 'Workspace: Personal' });
  await switcher.click();
  await expect(page.getByRole('menuitemradio', { name: 'Personal' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, `org-switcher-open-${DESKTOP.width}.png`);
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page).toHaveURL(`${baseURL}/?org=${slug}`);
  await expect(page.getByRole('heading', { name: `Cards of ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Workspace: ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} has no cards yet` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `org-my-cards-empty-${DESKTOP.width}.png`, { fullPage: true });
  // Between the tablet and laptop widths the switcher shares the bar with the links, Create Card
  // and the avatar.
  await page.setViewportSize({ width: 768, height: DESKTOP.height });
  await expect(page.getByRole('button', { name: `Workspace: ${name}` })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeInViewport({ ratio: 1 });
  await noSidewaysScroll(page);
  await shot(page, 'org-my-cards-empty-768.png');
  await page.setViewportSize(DESKTOP);
  await atOtherWidth(page, 'org-my-cards-empty');

  // Its first card: the editor says whose it is; without the organisation's own subscription
  // the server's refusal is shown in place, and once it has one the card is made.
  await page
    .getByRole('region', { name: `Cards of ${name}` })
    .getByRole('button', { name: 'Create organisation card' })
    .click();
  await expect(page).toHaveURL(`${baseURL}/create?org=${slug}`);
  await expect(page.getByRole('heading', { name: 'Create organisation card' })).toBeVisible();
  await expect(page.getByText(`Belongs to ${name}`)).toBeVisible();
  await field(page, 'Full name').fill('Charles Babbage');
  await field(page, 'Job title').fill('Engineer');
  await field(page, 'Email').fill('charles@example.com');
  await field(page, 'Phone').pressSequentially('0412345678');
  await field(page, 'Location').fill('London');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.locator('#card-form-error')).toHaveText(NO_ORG_SUBSCRIPTION);
  await expect(page).toHaveURL(`${baseURL}/create?org=${slug}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `org-card-create-${DESKTOP.width}.png`);
  await atOtherWidth(page, 'org-card-create', async () => {
    await expect(page.getByText(`Belongs to ${name}`)).toBeVisible();
  });
  await grantOrganisationSubscription(orgId, 3);
  await page.getByRole('button', { name: 'Save Card' }).click();
  await toast(page, 'Card created successfully!');
  await expect(page).toHaveURL(`${baseURL}/?org=${slug}`);
  const ownerTile = tileOf(page, `Cards of ${name}`, 'Charles Babbage');
  await expect(ownerTile).toContainText(`Belongs to ${name}`);
  const { items: personal } = (await (
    await page.request.post('/api/card/list-user-cards', {
      data: { page: 1, pageSize: 10 },
      headers: { origin: baseURL },
    })
  ).json()) as { items: unknown[] };
  expect(personal).toEqual([]);
  const cardId = new URL(
    (await ownerTile.getByRole('link', { name: /^Show/ }).getAttribute('href')) ?? '',
    baseURL,
  ).searchParams.get('id');
  expect(cardId).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `org-my-cards-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'org-my-cards', async () => {
    await expect(ownerTile).toBeVisible();
  });

  // A colleague is invited (Team keeps the organisation) and joins from the mailed link.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(`${baseURL}/team?org=${slug}`);
  const memberEmail = uniqueEmail('member');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await invitations.getByLabel('Email address').fill(memberEmail);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await toast(page, ORG_MESSAGES.invited);
  const link = new URL(firstLink(await waitForMail(memberEmail, /invit|join/i)));
  const memberContext = await browser.newContext({ viewport: PHONE });
  const member = await memberContext.newPage();
  await signedInUser(member, { email: memberEmail, fullName: 'Grace Hopper' });
  await open(member, `${link.pathname}${link.search}`);
  await member.getByRole('button', { name: `Join ${name}` }).click();
  await toast(member, ORG_MESSAGES.joined);

  // The owner gives the card to them.
  await page.reload();
  const cardsRegion = page.getByRole('region', { name: /^Cards/ });
  const row = cardsRegion
    .getByRole('list', { name: 'Organisation cards' })
    .getByRole('listitem')
    .filter({ hasText: 'Charles Babbage' });
  const assignee = row.getByRole('combobox', { name: 'Assigned to' });
  const shownAssignee = assignee.locator('option:checked');
  await expect(shownAssignee).toHaveText('Unassigned');
  await assignee.selectOption({ label: 'Grace Hopper' });
  await toast(page, ORG_MESSAGES.cardAssigned);
  await expect(shownAssignee).toHaveText('Grace Hopper');
  await cardsRegion.getByLabel('Only unassigned cards').check();
  await expect(cardsRegion.getByText('Every card is assigned')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `org-team-cards-filtered-${DESKTOP.width}.png`, { fullPage: true });
  await cardsRegion.getByLabel('Only unassigned cards').uncheck();
  await expect(shownAssignee).toHaveText('Grace Hopper');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `org-team-cards-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'org-team-cards', async () => {
    await expect(assignee).toBeVisible();
  });

  // The member, on a phone, picks the organisation in the menu, sees the card and edits it.
  await open(member, '/');
  await expect(member.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
  await member.getByRole('button', { name: 'Menu', exact: true }).click();
  const workspaces = member.getByRole('navigation', { name: 'Workspace' });
  await expect(workspaces.getByRole('link', { name: 'Personal' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await noSidewaysScroll(member);
  await expectNoSeriousA11yViolations(member);
  await shot(member, `org-switcher-phone-${PHONE.width}.png`, { fullPage: true });
  await workspaces.getByRole('link', { name }).click();
  await expect(member).toHaveURL(`${baseURL}/?org=${slug}`);
  await expect(member.getByRole('heading', { name: `Cards of ${name}`, level: 1 })).toBeVisible();
  const memberTile = tileOf(member, `Cards of ${name}`, 'Charles Babbage');
  await expect(memberTile).toContainText(`Belongs to ${name}`);
  // Deleting is the owners' and admins'; so is making the organisation's cards.
  await expect(memberTile.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Create organisation card' })).toHaveCount(0);
  await noSidewaysScroll(member);
  await expectNoSeriousA11yViolations(member);
  await shot(member, `org-my-cards-member-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(member, 'org-my-cards-member');
  await memberTile.getByRole('link', { name: /^Edit/ }).click();
  await expect(member).toHaveURL(new RegExp(`/update\\?id=${cardId}&org=${slug}$`));
  await expect(member.getByText(`Belongs to ${name}`)).toBeVisible();
  await field(member, 'Job title').fill('Analyst');
  await noSidewaysScroll(member);
  await expectNoSeriousA11yViolations(member);
  await shot(member, `org-card-edit-member-${PHONE.width}.png`);
  await atOtherWidth(member, 'org-card-edit-member');
  await member.getByRole('button', { name: 'Update Card' }).click();
  await toast(member, 'Card updated successfully!');
  await expect(member).toHaveURL(`${baseURL}/?org=${slug}`);
  await expect(memberTile).toContainText('Analyst');

  // On Team the member sees their own cards only, and no way to give them out.
  await open(member, `/team?org=${slug}`);
  const own = member.getByRole('region', { name: `Your cards in ${name}` });
  await expect(own.getByText('Charles Babbage', { exact: true })).toBeVisible();
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await noSidewaysScroll(member);
  await expectNoSeriousA11yViolations(member);
  await shot(member, `org-team-member-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(member, 'org-team-member');
  await memberContext.close();

  // The owner removes the member: the card stays with the organisation, unassigned, and its
  // public page still opens.
  await page
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: memberEmail })
    .getByRole('button', { name: /^Remove / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove member' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await toast(page, ORG_MESSAGES.removed);
  await expect(shownAssignee).toHaveText('Unassigned');
  await expect(row).toContainText('Analyst');
  const visitor = await browser.newPage();
  const response = await visitor.goto(`${baseURL}/showcase?id=${cardId}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Charles Babbage', level: 1 })).toBeVisible();
  await visitor.close();
});

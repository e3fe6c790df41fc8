import { readFile } from 'node:fs/promises';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { LEAD_MESSAGES, LEAD_MIN_FILL_MS } from '../../src/shared/leads';
import type { OrgSummary } from '../../src/shared/organisations';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import {
  grantOrganisationSubscription,
  signedInUser,
  uniqueEmail,
  type E2eUser,
} from '../support/e2e/fixtures';
import { firstLink, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';
import { WebhookReceiver } from '../support/fakes/webhook-receiver';

/**
 * The organisation's insights, leads, webhooks, audit log and export
 * (docs/product.md#team-insights-and-leads, #organisation-audit-log, #organisation-export): an
 * owner, a member given a card and a member without one; a visitor shares their details from
 * the card's public page.
 */

// The e2e server allows webhooks to its loopback network, plain http included
// (WEBHOOK_ALLOWED_NETWORKS=127.0.0.0/8, tests/support/e2e/server.ts).
const receiver = new WebhookReceiver();
test.beforeAll(async () => {
  await receiver.start();
});
test.afterAll(async () => {
  await receiver.stop();
});

test.use({ viewport: DESKTOP });

const VISITOR = { name: 'Katherine Johnson', email: uniqueEmail('visitor') };

const post = async <T>(page: Page, path: string, data: object): Promise<T> => {
  const response = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

/** A colleague invited by the owner over HTTP, who joins from the mailed link in a browser of their own. */
async function joinedMember(
  browser: Browser,
  owner: Page,
  orgId: string,
  fullName: string,
): Promise<{ page: Page; user: E2eUser }> {
  const email = uniqueEmail('member');
  await post(owner, '/api/org/invite', { orgId, email, role: 'member' });
  const token = new URL(firstLink(await waitForMail(email, /invit|join/i))).searchParams.get(
    'token',
  );
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const user = await signedInUser(page, { email, fullName });
  await post(page, '/api/org/accept-invitation', { token });
  return { page, user };
}

/** A visitor on a phone shares their details from the card's public page. */
async function shareDetails(browser: Browser, cardId: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  const visitor = await context.newPage();
  await visitor.clock.install();
  await visitor.goto(`${baseURL}/showcase?id=${cardId}`);
  await visitor.getByRole('button', { name: 'Share your details' }).click();
  const dialog = visitor.getByRole('dialog', { name: /^Share your details with/ });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(VISITOR.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(VISITOR.email);
  await dialog.getByRole('checkbox', { name: /^I agree to share these details/ }).check();
  await visitor.clock.fastForward(LEAD_MIN_FILL_MS + 1_000);
  await dialog.getByRole('button', { name: 'Send my details' }).click();
  await expect(dialog.getByRole('status')).toContainText(LEAD_MESSAGES.submitted);
  await context.close();
}

test('an organisation’s leads reach its owner and the member given the card, not another member; the owner reads the audit log, adds a webhook and downloads the data', async ({
  page,
  browser,
}) => {
  // Three people, a visitor, mail and both widths of five screens.
  test.setTimeout(300_000);
  await signedInUser(page, { fullName: 'Ada Lovelace' });
  const name = `Difference Engines ${Date.now().toString(36)}`;
  const organisation = await post<OrgSummary>(page, '/api/org/create', { name });
  const { id: orgId, slug } = organisation;
  await grantOrganisationSubscription(orgId, 3);

  const grace = await joinedMember(browser, page, orgId, 'Grace Hopper');
  const alan = await joinedMember(browser, page, orgId, 'Alan Turing');

  const created = await page.request.post(`${baseURL}/api/card/create-card?orgId=${orgId}`, {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Charles Babbage',
      jobTitle: 'Engineer',
      email: 'charles@example.com',
      phone: '0412 345 678',
      location: 'London',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: cardId } = (await created.json()) as { id: string };
  await post(page, '/api/org/assign-card', { orgId, cardId, userId: grace.user.id });

  await shareDetails(browser, cardId);

  // The owner, in the organisation's context, follows the header to its leads.
  await open(page, `/?org=${slug}`);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(`${baseURL}/leads?org=${slug}`);
  await expect(page.getByRole('heading', { name: `Leads of ${name}`, level: 1 })).toBeVisible();
  const ownerLeads = page.getByRole('region', { name: `Leads of ${name}` });
  const row = ownerLeads.getByRole('listitem').filter({ hasText: VISITOR.email });
  await expect(row).toContainText(VISITOR.name);
  await expect(row).toContainText('Charles Babbage');
  await expect(row).toContainText('Member: Grace Hopper');
  await expect(page.getByRole('button', { name: /^Delete selected/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Card' })).toContainText('Charles Babbage');
  // The owner narrows the leads to one member's cards: Alan has none, Grace has the visitor's.
  const memberFilter = page.getByRole('combobox', { name: 'Member' });
  await memberFilter.selectOption({ label: `Alan Turing (${alan.user.email})` });
  await expect(page.getByRole('heading', { name: 'No leads match' })).toBeVisible();
  await memberFilter.selectOption({ label: `Grace Hopper (${grace.user.email})` });
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`member=${grace.user.id}`));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-leads-owner-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-leads-owner', async () => {
    await expect(row).toBeVisible();
  });
  await row.getByRole('button', { name: VISITOR.name }).click();
  const detail = page.getByRole('dialog', { name: VISITOR.name });
  await expect(detail).toContainText(`From the card “Charles Babbage” of ${name}`);
  await expect(detail.getByRole('button', { name: 'Delete lead' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // Its insights, then the switcher: Personal keeps the screen, without the organisation.
  await main.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(`${baseURL}/insights?org=${slug}`);
  await expect(page.getByRole('heading', { name: `Insights of ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Card' })).toContainText('Charles Babbage');
  await expect(page.getByText('Failed to load insights')).toHaveCount(0);
  // By member: Grace has the card, Alan and the owner none.
  const byMember = page.getByRole('region', { name: 'By member, as a table' });
  const byMemberRow = (who: string) => byMember.getByRole('row').filter({ hasText: who });
  await expect(byMember.getByRole('columnheader', { name: 'Views' })).toBeVisible();
  await expect(byMemberRow('Grace Hopper').getByRole('cell').first()).toHaveText('1');
  await expect(byMemberRow('Grace Hopper')).toContainText(grace.user.email);
  await expect(byMemberRow('Alan Turing').getByRole('cell').first()).toHaveText('0');
  await expect(byMemberRow('Ada Lovelace').getByRole('cell').first()).toHaveText('0');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-insights-owner-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-insights-owner', async () => {
    await expect(page.getByRole('heading', { name: `Insights of ${name}` })).toBeVisible();
    await expect(byMemberRow('Grace Hopper')).toBeVisible();
  });
  await page.getByRole('button', { name: `Workspace: ${name}` }).click();
  await page.getByRole('menuitemradio', { name: 'Personal' }).click();
  await expect(page).toHaveURL(`${baseURL}/insights`);
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Workspace: Personal' }).click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page).toHaveURL(`${baseURL}/insights?org=${slug}`);

  // The member given the card sees the lead and may mark it, but not delete it.
  const member = grace.page;
  await open(member, `/leads?org=${slug}`);
  await expect(member.getByRole('heading', { name: `Leads of ${name}`, level: 1 })).toBeVisible();
  const memberRow = member
    .getByRole('region', { name: `Leads of ${name}` })
    .getByRole('listitem')
    .filter({ hasText: VISITOR.email });
  await expect(memberRow).toBeVisible();
  await expect(member.getByRole('button', { name: /^Delete selected/ })).toHaveCount(0);
  await expect(member.getByRole('combobox', { name: 'Member' })).toHaveCount(0);
  await expect(member.getByRole('checkbox', { name: 'Select all on this page' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(member);
  await shot(member, `team-leads-member-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(member, 'team-leads-member', async () => {
    await expect(memberRow).toBeVisible();
  });
  await memberRow.getByRole('button', { name: VISITOR.name }).click();
  const memberDetail = member.getByRole('dialog', { name: VISITOR.name });
  await expect(memberDetail.getByRole('checkbox', { name: /Followed up/ })).toBeVisible();
  await expect(memberDetail.getByRole('button', { name: 'Delete lead' })).toHaveCount(0);
  await memberDetail.getByRole('checkbox', { name: /Followed up/ }).check();
  await expectNoSeriousA11yViolations(member);
  await shot(member, `team-lead-member-${PHONE.width}.png`);
  await member.keyboard.press('Escape');
  await expect(memberRow).toContainText('Followed up');
  // Their insights are their own card's, with no table of the others.
  await open(member, `/insights?org=${slug}`);
  await expect(
    member.getByRole('heading', { name: `Insights of ${name}`, level: 1 }),
  ).toBeVisible();
  await expect(member.getByText('Loading insights…')).toHaveCount(0);
  await expect(member.getByText('Failed to load insights')).toHaveCount(0);
  await expect(member.getByRole('heading', { name: 'By member' })).toHaveCount(0);
  // Nor the audit log.
  await open(member, `/team/audit?org=${slug}`);
  await expect(
    member.getByText(`Only the owners and admins of ${name} see its audit log.`),
  ).toBeVisible();

  // The member without the card sees no lead.
  await open(alan.page, `/leads?org=${slug}`);
  await expect(
    alan.page.getByRole('heading', { name: `Leads of ${name}`, level: 1 }),
  ).toBeVisible();
  await expect(alan.page.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
  await expect(alan.page.getByText(VISITOR.email)).toHaveCount(0);
  await expectNoSeriousA11yViolations(alan.page);
  await shot(alan.page, `team-leads-empty-${PHONE.width}.png`, { fullPage: true });
  await alan.page.context().close();
  await member.context().close();

  // The owner's Team page leads to the audit log, with the assignment and the invitations.
  await main.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(`${baseURL}/team?org=${slug}`);
  const records = page.getByRole('region', { name: 'Records and connections' });
  await records.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(`${baseURL}/team/audit?org=${slug}`);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Audit log entries' });
  await expect(entries.getByRole('listitem').first()).toContainText(
    'Ada Lovelace assigned the card of Charles Babbage to Grace Hopper',
  );
  await expect(entries).toContainText(`Ada Lovelace invited ${grace.user.email} as member`);
  await expect(entries).toContainText('Grace Hopper joined as member');
  await expect(entries).toContainText(`Ada Lovelace created the organisation ${name}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-audit-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-audit', async () => {
    await expect(entries.getByRole('listitem').first()).toBeVisible();
  });

  // The organisation's webhooks: an endpoint added and listed.
  await page.getByRole('link', { name: 'Team', exact: true }).first().click();
  await records.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(`${baseURL}/team/webhooks?org=${slug}`);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Endpoints' });
  await expect(section.getByText('No endpoints yet.')).toBeVisible();
  const url = `${receiver.url}/team-hook`;
  await section.getByLabel('Endpoint URL').fill(url);
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(section.getByText("you won't see it again")).toBeVisible();
  const endpoint = section.getByRole('listitem').filter({ hasText: url });
  await expect(endpoint.getByText('lead.created')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `team-webhooks-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'team-webhooks', async () => {
    await expect(endpoint).toBeVisible();
  });
  const listed = await post<{ items: { url: string }[] }>(page, '/api/webhooks/list', { orgId });
  expect(listed.items.map((item) => item.url)).toEqual([url]);
  const own = await post<{ items: unknown[] }>(page, '/api/webhooks/list', {});
  expect(own.items).toEqual([]);

  // The organisation's data, one ZIP.
  await open(page, `/team?org=${slug}`);
  const exportLink = records.getByRole('link', { name: 'Download the organisation’s data (ZIP)' });
  await expect(exportLink).toHaveAccessibleDescription(/One ZIP file with the organisation/);
  await expectNoSeriousA11yViolations(page);
  await shot(records, `team-records-section-${DESKTOP.width}.png`);
  await atOtherWidth(page, 'team-records', async () => {
    await expect(exportLink).toBeVisible();
    await shot(records, `team-records-section-${PHONE.width}.png`);
  });
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^cardvault-${slug}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

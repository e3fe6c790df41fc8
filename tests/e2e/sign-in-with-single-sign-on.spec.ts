import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { OrgSummary } from '../../src/shared/organisations';
import { SSO_MESSAGES } from '../../src/shared/sso';
import { startSamlIdp, type SamlPerson, type SamlTestIdp } from '../support/fakes/saml-idp';
import {
  startOidcProvider,
  type OidcTestProvider,
  type OidcTestUser,
} from '../support/fakes/oidc-provider';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { verifiedDomain } from '../support/e2e/dns';
import { createAccount, signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/**
 * Single sign-on through an organisation's own OpenID provider, in the browser: the owner connects
 * it on /team/sso, a newcomer of the verified domain signs in through it and joins, an existing
 * password account of the domain is linked, and once the owner requires it the domain's password
 * routes are refused with the organisation named. The provider is a real one (oidc-provider) on
 * loopback, started here because its redirect URL names the organisation made in the test; the
 * e2e server allows 127.0.0.0/8 as an operator would allow a LAN address (WEBHOOK_ALLOWED_NETWORKS).
 * A SAML sign-in too: the IdP (samlify, tests/support/fakes/saml-idp.ts) answers in the person's
 * browser with the page that posts its signed response to our ACS from the IdP's own address.
 * Everything happens at 127.0.0.1, the e2e server's PUBLIC_URL: the app refuses the API to a page
 * at any other address, so the provider's redirect and the ACS name that one address.
 */

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

/** Who the browser is signed in as, from the app's own session endpoint. */
async function sessionUser(page: Page) {
  const response = await page.request.get('/api/auth/get-session');
  const body = (await response.json()) as { user?: { id: string; email: string; name: string } };
  return body?.user;
}

/**
 * The work e-mail on /login, then the provider's own page, and back; a browser still signed in at
 * the provider goes straight back.
 */
async function signInThroughSso(
  page: Page,
  person: OidcTestUser,
  provider: OidcTestProvider,
  { atProvider = true }: { atProvider?: boolean } = {},
) {
  await open(page, '/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Email').blur();
  const go = page.getByRole('button', { name: 'Continue with single sign-on' });
  await expect(go).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await go.click();
  if (!atProvider) return;
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An organisation with a verified domain, made by the signed-in owner of the page. */
async function organisationWithDomain(page: Page, prefix: string) {
  const tag = Date.now().toString(36);
  const name = `${prefix} ${tag}`;
  const created = await page.request.post('/api/org/create', {
    data: { name },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as OrgSummary;
  const domain = `${prefix.toLowerCase().replaceAll(' ', '-')}-${tag}.test`;
  await verifiedDomain(page, organisation.id, domain);
  return { organisation, name, domain, tag };
}

let provider: OidcTestProvider | undefined;
let idp: SamlTestIdp | undefined;
test.afterAll(async () => {
  await provider?.stop();
  await idp?.stop();
});

test('a newcomer of the verified domain signs in through the organisation’s OpenID provider and joins it; a password account is linked; once required, passwords are refused', async ({
  page,
  browser,
}) => {
  // Three people, a provider's pages, and both widths at each new screen.
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signedInUser(page, { fullName: 'Ada Lovelace' });
  const { organisation, name, domain, tag } = await organisationWithDomain(
    page,
    'Difference Engines',
  );

  // The organisation's provider, which knows its people and our redirect URL for this organisation.
  const people: OidcTestUser[] = [];
  const callback = `/api/auth/sso/callback/org-${organisation.id}`;
  provider = await startOidcProvider({
    redirectUris: [`${baseURL}${callback}`],
    users: people,
    clientId: `cardvault-${tag}`,
  });
  const person = (email: string, fullName: string): OidcTestUser => {
    const added: OidcTestUser = {
      sub: `sub-${people.length}-${tag}`,
      email,
      name: fullName,
      password: 'provider-pass',
    };
    people.push(added);
    return added;
  };

  // The owner connects it on the screen.
  await open(page, `/team/sso?org=${organisation.slug}`);
  await expect(page.getByRole('heading', { name: 'Connect an identity provider' })).toBeVisible();
  await expect(page.getByLabel('Protocol')).toHaveValue('oidc');
  await expect(page.getByLabel('Domain')).toHaveValue(domain);
  await expect(page.getByText(`${baseURL}${callback}`, { exact: true })).toBeVisible();
  await page.getByLabel('Issuer URL').fill(provider.issuer);
  await page.getByLabel('Client ID').fill(provider.clientId);
  await page.getByLabel('Client secret').fill(provider.clientSecret);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sso-oidc-form-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-oidc-form');
  await page.getByRole('button', { name: 'Save identity provider' }).click();
  await toast(page, SSO_MESSAGES.saved);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(provider.issuer, { exact: true })).toBeVisible();
  await expect(page.getByText(provider.clientId, { exact: true })).toBeVisible();
  await expect(page.getByText(`${baseURL}${callback}`, { exact: true })).toBeVisible();
  // The secret is never shown again.
  await expect(page.getByText(provider.clientSecret)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sso-oidc-connected-${DESKTOP.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-oidc-connected');

  // A newcomer with an address of the domain, in their own browser on a phone.
  const nora = person(`nora@${domain}`, 'Nora Newcomer');
  const noraContext = await browser.newContext({ viewport: PHONE });
  const noraPage = await noraContext.newPage();
  await open(noraPage, '/login');
  await noraPage.getByLabel('Email').fill(nora.email);
  await noraPage.getByLabel('Email').blur();
  await expect(
    noraPage.getByText(
      'Your organisation signs you in with single sign-on: continue to its sign-in page.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(noraPage);
  await shot(noraPage, `sso-oidc-login-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(noraPage, 'sso-oidc-login');
  await signInThroughSso(noraPage, nora, provider);
  // Back, signed in as a new account with the provider's name, to complete the profile.
  await expect(noraPage).toHaveURL(`${baseURL}/complete-profile`);
  await expect(noraPage.getByLabel(/full name/i)).toHaveValue('Nora Newcomer');
  expect(await sessionUser(noraPage)).toMatchObject({ email: nora.email, name: 'Nora Newcomer' });
  await noraPage.getByRole('checkbox').check();
  await noraPage.getByRole('button', { name: /complete|continue|save/i }).click();
  await expect(noraPage.getByText('Profile completed successfully!')).toBeVisible();
  await expect(noraPage.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
  // A member of the organisation already: it is one of their workspaces.
  await noraPage.getByRole('button', { name: 'Menu', exact: true }).click();
  const workspaces = noraPage.getByRole('navigation', { name: 'Workspace' });
  await expect(workspaces.getByRole('link', { name })).toBeVisible();
  await workspaces.getByRole('link', { name }).click();
  await expect(noraPage).toHaveURL(`${baseURL}/?org=${organisation.slug}`);
  await expect(noraPage.getByRole('heading', { name: `Cards of ${name}`, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(noraPage);
  await shot(noraPage, `sso-oidc-member-${PHONE.width}.png`, { fullPage: true });

  // An existing password account of the domain signs in through the provider: the same account.
  const linus = await createAccount({ email: `linus@${domain}`, fullName: 'Linus Torvalds' });
  const linusAtProvider = person(linus.email, 'Linus at the provider');
  const linusContext = await browser.newContext({ viewport: PHONE });
  const linusPage = await linusContext.newPage();
  await signInThroughSso(linusPage, linusAtProvider, provider);
  await expect(linusPage).toHaveURL(`${baseURL}/`);
  await expect(linusPage.getByRole('heading', { name: 'My Cards', level: 1 })).toBeVisible();
  expect(await sessionUser(linusPage)).toMatchObject({ id: linus.id, email: linus.email });

  // The owner sees both as members, by the names they have here.
  await page.setViewportSize(DESKTOP);
  await open(page, `/team?org=${organisation.slug}`);
  const members = page.getByRole('list', { name: 'Members' });
  const member = (email: string) => members.getByRole('listitem').filter({ hasText: email });
  await expect(member(nora.email)).toContainText('Nora Newcomer');
  await expect(member(nora.email)).toContainText('Member');
  await expect(member(linus.email)).toContainText('Linus Torvalds');
  await expect(member(linus.email)).toContainText('Member');

  // The owner requires single sign-on: the domain's sessions end.
  await open(page, `/team/sso?org=${organisation.slug}`);
  await page.getByRole('button', { name: 'Require single sign-on' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Require single sign-on', exact: true })
    .click();
  await toast(page, SSO_MESSAGES.enforced);
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  expect(await sessionUser(linusPage)).toBeUndefined();
  const required = SSO_MESSAGES.required(name);

  // A password sign-in for the domain is refused, naming the organisation.
  const byPassword = await linusPage.request.post('/api/auth/sign-in/email', {
    data: { email: linus.email, password: linus.password },
    headers: { origin: baseURL },
  });
  expect(byPassword.status()).toBe(403);
  expect(await byPassword.json()).toMatchObject({ error: 'SSO_REQUIRED', message: required });
  // So are a password reset and a sign-up, on the sign-in page.
  await open(linusPage, '/login');
  await linusPage.getByRole('button', { name: 'Forgot password?' }).click();
  await linusPage.getByLabel('Email').fill(linus.email);
  await linusPage.getByRole('button', { name: 'Send Reset Link' }).click();
  await toast(linusPage, required);
  await open(linusPage, '/login');
  await linusPage.getByRole('button', { name: 'Create one' }).click();
  await linusPage.getByLabel('Email').fill(`grace@${domain}`);
  await linusPage.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await linusPage.getByLabel('Confirm password').fill('correct-horse-1');
  await linusPage.getByRole('button', { name: 'Create Account' }).click();
  await expect(linusPage.getByText(required, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(linusPage);
  await shot(linusPage, `sso-oidc-sign-up-refused-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(linusPage, 'sso-oidc-sign-up-refused');
  // The provider still signs them in (its own session is still open in this browser).
  await signInThroughSso(linusPage, linusAtProvider, provider, { atProvider: false });
  await expect(linusPage).toHaveURL(`${baseURL}/`);
  expect(await sessionUser(linusPage)).toMatchObject({ id: linus.id });

  await noraContext.close();
  await linusContext.close();
});

test('a newcomer of the verified domain signs in through the organisation’s SAML identity provider and joins it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signedInUser(page, { fullName: 'Ada Lovelace' });
  const { organisation, name, domain } = await organisationWithDomain(page, 'Jacquard Looms');
  const samlIdp = await startSamlIdp();
  idp = samlIdp;

  await open(page, `/team/sso?org=${organisation.slug}`);
  await page.getByLabel('Protocol').selectOption('saml');
  await page.getByLabel('IdP metadata URL').fill(samlIdp.metadataUrl);
  await page.getByRole('button', { name: 'Save identity provider' }).click();
  await toast(page, SSO_MESSAGES.saved);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(samlIdp.entityId, { exact: true })).toBeVisible();

  // The IdP's sign-in page, as its browser sees it: the signed answer for the person, in a form
  // the person sends back to our ACS (samlify signs it; tests/support/fakes/saml-idp.ts).
  const marie: SamlPerson = { email: `marie@${domain}`, givenName: 'Marie', surname: 'Jacquard' };
  const spMetadata = await (
    await page.request.get(
      `/api/auth/sso/saml2/sp/metadata?providerId=${encodeURIComponent(`org-${organisation.id}`)}`,
    )
  ).text();
  const ssoAddress = samlIdp.entityId.replace('/metadata', '/sso');
  const marieContext = await browser.newContext({ viewport: PHONE });
  await marieContext.route(`${ssoAddress}?**`, async (route) => {
    const post = await samlIdp.respond(route.request().url(), spMetadata, marie);
    const field = (key: string, value: string) =>
      `<input type="hidden" name="${key}" value="${value.replaceAll('"', '&quot;')}">`;
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Test IdP</title></head><body><main>
<h1>Signed in as ${marie.email}</h1>
<form method="post" action="${post.acsUrl}">
${field('SAMLResponse', post.SAMLResponse)}${field('RelayState', post.RelayState)}
<button type="submit">Continue to the service</button></form></main></body></html>`,
    });
  });
  const mariePage = await marieContext.newPage();
  await open(mariePage, '/login');
  await mariePage.getByLabel('Email').fill(marie.email);
  await mariePage.getByLabel('Email').blur();
  await mariePage.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(mariePage).toHaveURL(new RegExp(`^${ssoAddress}\\?SAMLRequest=`));
  await mariePage.getByRole('button', { name: 'Continue to the service' }).click();

  // Back, a new account with the name from the assertion, and a member.
  await expect(mariePage).toHaveURL(`${baseURL}/complete-profile`);
  await expect(mariePage.getByLabel(/full name/i)).toHaveValue('Marie Jacquard');
  expect(await sessionUser(mariePage)).toMatchObject({
    email: marie.email,
    name: 'Marie Jacquard',
  });
  await open(page, `/team?org=${organisation.slug}`);
  const member = page
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: marie.email });
  await expect(member).toContainText('Marie Jacquard');
  await expect(member).toContainText('Member');
  await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
  await marieContext.close();
});

import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { OrgSummary } from '../../src/shared/organisations';
import { SSO_MESSAGES } from '../../src/shared/sso';
import { startSamlIdp, type SamlTestIdp } from '../support/fakes/saml-idp';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { verifiedDomain } from '../support/e2e/dns';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

test.use({ viewport: PHONE });

let idp: SamlTestIdp;
test.beforeAll(async () => {
  idp = await startSamlIdp();
});
test.afterAll(async () => {
  await idp.stop();
});

const toast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toaster]').getByText(text, { exact: true }).first(),
  ).toBeVisible();

test('an owner connects SAML single sign-on for a verified domain, requires it, and the sign-in page sends the domain there', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInUser(page, { fullName: 'Ada Lovelace' });
  const tag = Date.now().toString(36);
  const created = await page.request.post('/api/org/create', {
    data: { name: `Analytical ${tag}` },
    headers: { origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const organisation = (await created.json()) as OrgSummary;

  // No verified domain yet: the screen says to verify one first.
  await open(page, `/team?org=${organisation.slug}`);
  await page.getByRole('link', { name: 'Single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Single sign-on', level: 1 })).toBeVisible();
  await expect(page.getByText('Verify a domain first')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sso-no-domain-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-no-domain');

  // A verified domain (through the Domains routes and the e2e DNS server).
  const domain = `analytical-${tag}.test`;
  await verifiedDomain(page, organisation.id, domain);

  // The form; SAML shows our SP's addresses to copy before anything is saved.
  await open(page, `/team/sso?org=${organisation.slug}`);
  await expect(page.getByRole('heading', { name: 'Connect an identity provider' })).toBeVisible();
  await page.getByLabel('Protocol').selectOption('saml');
  await expect(page.getByText('/api/auth/sso/saml2/sp/acs/', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sso-form-saml-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-form-saml');

  // Malformed metadata: the reason, and nothing saved.
  await page.getByLabel('Or the IdP metadata XML').fill('<md:EntityDescriptor><broken');
  await page.getByRole('button', { name: 'Save identity provider' }).click();
  await expect(page.getByText('Not saved')).toBeVisible();
  await expect(page.getByText(/malformed XML/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sso-form-error-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-form-error');

  await page.getByLabel('Or the IdP metadata XML').fill(idp.metadata);
  await page.getByRole('button', { name: 'Save identity provider' }).click();
  await toast(page, SSO_MESSAGES.saved);
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(idp.entityId, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download SP metadata' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `sso-connected-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-connected');

  await page.getByRole('button', { name: 'Require single sign-on' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Require single sign-on', exact: true })
    .click();
  await toast(page, SSO_MESSAGES.enforced);
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await shot(page, `sso-required-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'sso-required');

  // The sign-in page: the work e-mail first; this domain goes to the provider.
  await page.context().clearCookies();
  await open(page, '/login');
  await page.getByLabel('Email').fill(`grace@${domain}`);
  await page.getByLabel('Email').blur();
  await expect(page.getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `login-sso-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'login-sso');
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${idp.entityId.replace('/metadata', '/sso')}\\?SAMLRequest=`),
  );

  // Any other address goes on to the password, as before.
  await open(page, '/login');
  await page.getByLabel('Email').fill(`someone-${tag}@example.com`);
  await page.getByLabel('Email').blur();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await shot(page, `login-password-${PHONE.width}.png`, { fullPage: true });
});

import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { grantSubscription, signedInUser } from '../support/e2e/fixtures';
import { shot } from '../support/e2e/shots';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';

/**
 * Premium's "hide branding" (docs/product.md#card-design): with it on, the public card page is the
 * owner's alone. Nothing a visitor sees, saves or a link preview reads names CardVault, shows its
 * mark or links to it; with it off, the header bar and the footer carry all three.
 */

/** The CardVault mark's drawing (src/shared/ui/brand.tsx), wherever it is put on the page. */
const MARK = 'svg path[d="M17 14h5M17 18h4M10 19.5h5"]';

async function createCard(page: Page, hideBranding: boolean): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Katherine Johnson',
      jobTitle: 'Mathematician',
      company: 'Langley Research Center',
      email: 'katherine@example.com',
      phone: '0412 345 678',
      location: 'Hampton, Virginia',
      website: 'https://www.example.com',
      hideBranding: String(hideBranding),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Links on the page to our own pages (the contact file and other API answers aside). */
/** Links to CardVault's own pages; the card's page itself in another language is the card's. */
const linksToOurPages = (page: Page) =>
  page.evaluate(() => {
    const card = new URL(location.href).searchParams.get('id');
    return Array.from(
      document.querySelectorAll('a[href]'),
      (a) => new URL((a as HTMLAnchorElement).href),
    )
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
      .filter((url) => !(url.pathname === '/showcase' && url.searchParams.get('id') === card))
      .map((url) => url.pathname);
  });

const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute('content');

test('with branding hidden the public page names, shows and links nothing of CardVault; with it shown, the header and footer do', async ({
  page,
  browser,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(150_000);
  const owner = await signedInUser(page, { cards: 2 });
  const hidden = await createCard(page, true);
  const shown = await createCard(page, false);

  // A visitor at a phone's width, where the page is most at risk; atOtherWidth checks each page at
  // the other width.
  const context = await browser.newContext({ viewport: PHONE });
  const visitor = await context.newPage();

  await visitor.goto(`/showcase?id=${hidden}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Katherine Johnson');
  await expect(visitor).toHaveTitle('Katherine Johnson – Mathematician');
  expect(await visitor.content()).not.toMatch(/cardvault/i);
  await expect(visitor.locator('body')).not.toContainText(/cardvault/i);
  await expect(visitor.getByRole('banner')).toHaveCount(0);
  await expect(visitor.getByRole('contentinfo')).toHaveCount(0);
  await expect(visitor.locator(MARK)).toHaveCount(0);
  expect(await linksToOurPages(visitor)).toEqual([]);
  // Link previews name the card's company, and the tab shows the card's own icon.
  expect(await meta(visitor, 'og:site_name')).toBe('Langley Research Center');
  const icon = visitor.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const iconUrl = await icon.evaluate((link: HTMLLinkElement) => link.href);
  expect(iconUrl).not.toContain('favicon');
  const iconResponse = await visitor.request.get(iconUrl);
  expect(iconResponse.status()).toBe(200);
  expect(iconResponse.headers()['content-type']).toBe('image/png');
  await expectNoSeriousA11yViolations(visitor);
  await shot(visitor, `branding-hidden-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(visitor, 'branding-hidden', async () => {
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('body')).not.toContainText(/cardvault/i);
    await expect(visitor.getByRole('banner')).toHaveCount(0);
    await expect(visitor.getByRole('contentinfo')).toHaveCount(0);
    await expect(visitor.locator(MARK)).toHaveCount(0);
    expect(await linksToOurPages(visitor)).toEqual([]);
  });
  // Nor does the contact file, nor the consent of the contact exchange's dialog.
  const contactUrl = await visitor.getByRole('link', { name: 'Save contact' }).getAttribute('href');
  const contact = await visitor.request.get(contactUrl ?? '');
  expect(contact.status()).toBe(200);
  expect(await contact.text()).not.toMatch(/cardvault/i);
  await visitor.getByRole('button', { name: 'Share your details' }).click();
  await expect(visitor.getByRole('dialog')).toContainText('This site keeps them for');
  await expect(visitor.locator('body')).not.toContainText(/cardvault/i);
  await visitor.keyboard.press('Escape');

  await visitor.goto(`/showcase?id=${shown}`);
  await expect(visitor).toHaveTitle('Katherine Johnson – Mathematician | CardVault');
  const home = visitor.getByRole('banner').getByRole('link', { name: 'CardVault' });
  await expect(home).toHaveAttribute('href', '/');
  await expect(visitor.getByRole('banner').locator(MARK)).toHaveCount(1);
  await expect(visitor.getByRole('contentinfo')).toHaveText('Made with CardVault');
  expect(await linksToOurPages(visitor)).toEqual(['/', '/']);
  expect(await meta(visitor, 'og:site_name')).toBe('CardVault');
  await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await shot(visitor, `branding-shown-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(visitor, 'branding-shown', async () => {
    await expect(home).toBeVisible();
    await expect(visitor.getByRole('banner').locator(MARK)).toHaveCount(1);
    await expect(visitor.getByRole('contentinfo')).toHaveText('Made with CardVault');
    expect(await linksToOurPages(visitor)).toEqual(['/', '/']);
  });
  await context.close();

  // The owner's own render of the hidden card carries the owner's tools and still no branding.
  await page.goto(`/showcase?id=${hidden}`);
  await expect(page.getByRole('link', { name: 'Edit card' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/cardvault/i);
  await expect(page).toHaveTitle('Katherine Johnson – Mathematician');

  // Premium stays the server's to enforce: once the subscription has ended, turning it on again
  // is refused.
  await grantSubscription(owner.id, 2, 'canceled');
  const refused = await page.request.post('/api/card/update-card', {
    headers: { origin: baseURL },
    multipart: {
      id: shown,
      fullName: 'Katherine Johnson',
      jobTitle: 'Mathematician',
      email: 'katherine@example.com',
      phone: '0412 345 678',
      location: 'Hampton, Virginia',
      hideBranding: 'true',
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('PREMIUM_REQUIRED');
  await page.goto(`/showcase?id=${shown}`);
  await expect(page.getByRole('contentinfo')).toHaveText('Made with CardVault');
});

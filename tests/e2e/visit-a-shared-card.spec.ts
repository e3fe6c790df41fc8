import { readFile } from 'node:fs/promises';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { decodeQr, hasQuietZone } from '../support/shared/qr';
import { DESKTOP, PHONE, VIEWPORTS } from '../support/e2e/viewports';

/** A card with every detail filled in, so the page is as long as a real one gets. */
async function createFullCard(page: Page, fullName: string): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName,
      jobTitle: 'Rear Admiral',
      company: 'United States Navy',
      bio: 'Pioneer of computer programming: one of the first linkers and machine-independent languages.',
      email: 'grace@example.com',
      phone: '0412 345 678',
      location: 'Arlington, Virginia',
      website: 'https://www.example.com',
      linkedin: 'grace',
      github: 'grace',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function visitorPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  return context.newPage();
}

const saveContact = (page: Page) => page.getByRole('link', { name: 'Save contact' });
// Exact: "Share your details" is a button too.
const share = (page: Page) => page.getByRole('button', { name: 'Share', exact: true });
const qrImage = (page: Page, name: string) =>
  page.getByRole('img', { name: `QR code for ${name}'s card` });

test.describe('the public card page', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} × ${viewport.height} a visitor sees Save contact first, the details next, the QR code after them, and no owner tools`, async ({
      page,
      browser,
    }) => {
      await signedInUser(page, { cards: 1 });
      const id = await createFullCard(page, 'Grace Hopper');
      const visitor = await visitorPage(browser, viewport);
      await visitor.goto(`/showcase?id=${id}`);

      // The first action on the page, in view without scrolling.
      await expect(saveContact(visitor)).toBeInViewport();
      const actions = visitor.getByRole('main').locator('a[download], button');
      await expect(actions.first()).toHaveAccessibleName('Save contact');

      // The details come before the QR code, which sits below them.
      const contact = visitor.getByRole('heading', { name: 'Contact' });
      const contactList = visitor.getByRole('main').getByRole('list').first();
      const qr = qrImage(visitor, 'Grace Hopper');
      await expect(qr).toBeVisible();
      const listBox = await contactList.boundingBox();
      const qrBox = await qr.boundingBox();
      expect(qrBox!.y).toBeGreaterThan(listBox!.y + listBox!.height);
      await expect(contact).toBeVisible();

      // Only the owner may download the QR code or edit.
      await expect(visitor.getByRole('link', { name: /Download QR/ })).toHaveCount(0);
      await expect(visitor.getByRole('link', { name: 'Edit card' })).toHaveCount(0);
      await expect(visitor.getByRole('button', { name: 'Delete card' })).toHaveCount(0);
      expect(
        await visitor.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(visitor);
      await visitor.context().close();
    });
  }

  test('on a phone Save contact and Share stay in a bar at the bottom while the visitor scrolls', async ({
    page,
    browser,
  }) => {
    await signedInUser(page, { cards: 1 });
    const id = await createFullCard(page, 'Grace Hopper');
    const visitor = await visitorPage(browser, PHONE);
    await visitor.goto(`/showcase?id=${id}`);
    for (const scroll of [0, 300, 100_000]) {
      await visitor.evaluate((y) => window.scrollTo(0, y), scroll);
      for (const action of [saveContact(visitor), share(visitor)]) {
        await expect(action).toBeInViewport();
        const box = await action.boundingBox();
        expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 80);
      }
    }
    // At the very end the footer is not hidden behind the bar.
    await expect(visitor.getByRole('contentinfo')).toBeInViewport({ ratio: 1 });
    const footer = await visitor.getByRole('contentinfo').boundingBox();
    const bar = await saveContact(visitor).boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y);
    await visitor.context().close();

    // On a laptop the actions sit in the card, under the name, and scroll with it.
    const wide = await visitorPage(browser, DESKTOP);
    await wide.goto(`/showcase?id=${id}`);
    await expect(saveContact(wide).locator('..')).toHaveCSS('position', 'static');
    const name = await wide.getByRole('heading', { level: 1 }).boundingBox();
    const save = await saveContact(wide).boundingBox();
    expect(save!.y).toBeGreaterThan(name!.y + name!.height);
    expect(save!.y - (name!.y + name!.height)).toBeLessThan(120);
    await wide.context().close();
  });

  test('the owner gets Edit and the QR downloads, named after the card, with a quiet zone', async ({
    page,
  }) => {
    await signedInUser(page, { cards: 1 });
    const id = await createFullCard(page, 'Grace Hopper');
    await page.goto(`/showcase?id=${id}`);
    await expect(saveContact(page)).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Edit card' })).toHaveAttribute(
      'href',
      `/update?id=${id}`,
    );

    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download QR (PNG)' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('grace-hopper-qr.png');
    const decoded = await decodeQr(await readFile(await png.path()));
    // The code opens the page marked as a scan (docs/product.md#insights).
    expect(decoded?.text).toBe(`${baseURL}/showcase?id=${id}&src=qr`);
    expect(hasQuietZone(decoded, 4), JSON.stringify(decoded?.quietZone)).toBe(true);

    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download QR (SVG)' }).click(),
    ]);
    expect(svg.suggestedFilename()).toBe('grace-hopper-qr.svg');
    expect(await readFile(await svg.path(), 'utf8')).toMatch(/^<svg /);
    await expectNoSeriousA11yViolations(page);
  });
});

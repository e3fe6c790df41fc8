import { parseDocument } from 'htmlparser2';
import { getElementsByTagName, textContent } from 'domutils';
import { join } from 'node:path';
import sharp from 'sharp';
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signedInUser } from '../support/e2e-fixtures';
import { open } from '../support/e2e-pages';
import { DESKTOP, PHONE, VIEWPORTS } from '../support/viewports';

/**
 * The e-mail signature (docs/product.md#share-signature): from a card's tile to the share page
 * and the signature page, a layout picked and seen in the preview, the signature copied and read
 * back from the clipboard as HTML (by htmlparser2) and as plain text. SHOTS=folder saves
 * screenshots of every layout to look at.
 */

const SHOTS = process.env.SHOTS;

const appUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;

async function cardWithPhoto(page: Page, fullName: string): Promise<string> {
  const photo = await sharp({
    create: { width: 240, height: 240, channels: 3, background: '#0e7490' },
  })
    .png()
    .toBuffer();
  const response = await page.request.post(`${appUrl()}/api/card/create-card`, {
    headers: { origin: appUrl() },
    multipart: {
      fullName,
      jobTitle: 'Rear Admiral',
      company: 'Navy',
      bio: 'Compilers & languages',
      email: 'grace@example.com',
      phone: '0412 345 678',
      location: 'Arlington',
      website: 'www.example.com',
      accentColor: '#0e7490',
      profileImage: { name: 'p.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const preview = (page: Page) => page.frameLocator('iframe[title="Signature preview"]');

test.describe('e-mail signature', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('from the card tile to a copied signature, rich and plain', async ({ page }) => {
    await signedInUser(page, { cards: 3 });
    const id = await cardWithPhoto(page, 'Grace <Hopper>');
    await open(page, '/');
    await page.getByRole('link', { name: /^Share the card of Grace <Hopper>/ }).click();
    await expect(page.getByRole('heading', { name: 'Share your card', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Make an e-mail signature' }).click();
    await expect(page).toHaveURL(new RegExp(`/signature\\?id=${id}$`));

    // Classic: the photo, drawn from this site at its fixed size.
    const photo = preview(page).getByRole('img', { name: 'Grace <Hopper>' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(preview(page).getByText('View my digital card')).toBeVisible();

    // Compact has no photo and a shorter link; Banner has the name on the accent band.
    await page.getByRole('radio', { name: /Compact/ }).check();
    await expect(preview(page).getByRole('link', { name: 'My card' })).toBeVisible();
    await expect(preview(page).getByRole('img')).toHaveCount(0);
    await page.getByRole('radio', { name: /Banner/ }).check();
    await expect(preview(page).getByText('View my digital card →')).toBeVisible();

    await page.getByRole('button', { name: 'Copy signature' }).click();
    await expect(page.getByText('Signature copied')).toBeVisible();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) return { types: [], html: '', text: '' };
      return {
        types: [...item.types],
        html: await (await item.getType('text/html')).text(),
        text: await (await item.getType('text/plain')).text(),
      };
    });
    expect(copied.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    const document = parseDocument(copied.html);
    expect(textContent(document)).toContain('Grace <Hopper>');
    expect(getElementsByTagName('script', document.children, true)).toHaveLength(0);
    const cardLinks = getElementsByTagName('a', document.children, true)
      .map((anchor) => anchor.attribs.href ?? '')
      .filter((href) => href.includes('/showcase'));
    expect(cardLinks.length).toBeGreaterThan(0);
    for (const href of cardLinks) expect(new URL(href).searchParams.get('src')).toBe('signature');
    expect(copied.text).toContain('Grace <Hopper>');
    expect(copied.text).toContain(`/showcase?id=${id}&src=signature`);

    await page.getByRole('button', { name: 'Copy plain text' }).click();
    await expect(page.getByText('Plain text copied')).toBeVisible();
    const plain = await page.evaluate(() => navigator.clipboard.readText());
    expect(plain).toBe(copied.text);

    await page.getByRole('link', { name: 'Share your card' }).click();
    await expect(page).toHaveURL(new RegExp(`/share\\?id=${id}$`));
  });

  test('says how to copy by hand when the browser refuses the clipboard', async ({ page }) => {
    await signedInUser(page, { cards: 3 });
    const id = await cardWithPhoto(page, 'Refused Clipboard');
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      Object.defineProperty(navigator.clipboard, 'write', { value: refuse });
      Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse });
    });
    await open(page, `/signature?id=${id}`);
    await expect(preview(page).getByText('View my digital card')).toBeVisible();
    await page.getByRole('button', { name: 'Copy signature' }).click();
    await expect(page.getByText('Not copied')).toBeVisible();
    await expect(page.getByText(/Click in the preview, press Ctrl\+A/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy plain text' }).click();
    await expect(page.getByText(/The plain text below is selected/)).toBeVisible();
    const selected = await page
      .getByLabel('Plain-text version')
      .evaluate((area: HTMLTextAreaElement) =>
        area.value.slice(area.selectionStart, area.selectionEnd),
      );
    expect(selected).toContain('Refused Clipboard');
  });

  for (const viewport of VIEWPORTS) {
    const name = viewport === PHONE ? 'phone' : viewport === DESKTOP ? 'desktop' : 'other';
    test(`is accessible and shows every layout at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signedInUser(page, { cards: 3 });
      const id = await cardWithPhoto(page, 'Ada Lovelace');
      await open(page, `/signature?id=${id}`);
      // The page around the preview is the same for every layout: axe reads it once. The
      // signature inside the sandboxed frame is checked by the API tests' HTML rules.
      await expect(
        preview(page)
          .getByText(/Ada Lovelace/)
          .first(),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      for (const layout of ['Classic', 'Compact', 'Banner']) {
        await page.getByRole('radio', { name: new RegExp(layout) }).check();
        await expect(page.getByRole('radio', { name: new RegExp(layout) })).toBeChecked();
        await expect(
          preview(page)
            .getByText(/Ada Lovelace/)
            .first(),
        ).toBeVisible();
        if (SHOTS) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: join(SHOTS, `signature-${layout.toLowerCase()}-${name}.png`),
            fullPage: true,
          });
          // A full-page shot may leave a frame outside the viewport unpainted: the preview alone.
          await page.getByRole('region', { name: /Preview/ }).screenshot({
            path: join(SHOTS, `preview-${layout.toLowerCase()}-${name}.png`),
          });
        }
      }
    });
  }
});

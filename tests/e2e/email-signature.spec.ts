import { parseDocument } from 'htmlparser2';
import { getElementsByTagName, textContent } from 'domutils';
import { join } from 'node:path';
import sharp from 'sharp';
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

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

/** A card whose Classic signature is wider than a phone: a logo and an address that cannot wrap. */
async function wideCard(page: Page): Promise<string> {
  const image = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  const response = await page.request.post(`${appUrl()}/api/card/create-card`, {
    headers: { origin: appUrl() },
    multipart: {
      fullName: 'Katherine Johnson',
      jobTitle: 'Research Mathematician',
      company: 'Langley Research Center',
      bio: 'Orbital mechanics, trajectories and the arithmetic of flight',
      email: 'katherine.johnson.trajectories@langleyresearch.example',
      phone: '+1 757 864 1000',
      location: 'Hampton, Virginia',
      website: 'www.langleyresearch.example',
      accentColor: '#0e7490',
      profileImage: {
        name: 'p.png',
        mimeType: 'image/png',
        buffer: await image(240, 240, '#0e7490'),
      },
      brandLogo: { name: 'l.png', mimeType: 'image/png', buffer: await image(360, 120, '#1e293b') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * How the preview draws the signature: the frame's width, the width its document lays out
 * (nothing may pass the frame's), the signature's width as drawn and the scale it is drawn at.
 */
const fitOf = (page: Page) =>
  preview(page)
    .locator('html')
    .evaluate((root) => {
      const signature = root.querySelector('body > *');
      if (!signature) return null;
      return {
        frameWidth: root.clientWidth,
        contentWidth: root.scrollWidth,
        frameHeight: root.clientHeight,
        contentHeight: root.scrollHeight,
        drawnWidth: signature.getBoundingClientRect().width,
        spaceBelow: root.clientHeight - signature.getBoundingClientRect().bottom,
        // The banner's own width (its `width` attribute), which the drawn width is compared to.
        designedWidth: Number(signature.getAttribute('width')) || null,
      };
    });

/**
 * The wide card's signature in `layout` (already picked) fits the frame at the page's width:
 * neither cut at the side nor at the bottom, no taller than needed, as wide as the frame lets it
 * be; at a laptop's width the Classic photo at its own size, on a phone nearly the frame's
 * width.
 */
async function expectLayoutFits(page: Page, layout: 'Classic' | 'Compact' | 'Banner') {
  const width = page.viewportSize()!.width;
  const frame = page.locator('iframe[title="Signature preview"]');
  const link = preview(page).getByRole('link', {
    name: layout === 'Compact' ? 'My card' : /^View my digital card/,
  });
  await expect(link).toBeVisible();
  // Neither cut at the side nor at the bottom: the frame is as wide and as tall as needed.
  await expect
    .poll(async () => {
      const fit = await fitOf(page);
      return (
        fit !== null && fit.contentWidth <= fit.frameWidth && fit.contentHeight <= fit.frameHeight
      );
    })
    .toBe(true);
  const fit = (await fitOf(page))!;
  // And no taller: the frame ends with the signature's margin (a layout after a taller one).
  expect(fit.spaceBelow).toBeLessThanOrEqual(16);
  const box = (await frame.boundingBox())!;
  for (const part of [
    link,
    ...(layout === 'Compact'
      ? []
      : [preview(page).getByRole('img', { name: 'Langley Research Center logo' })]),
  ]) {
    const inside = (await part.boundingBox())!;
    expect(inside.x).toBeGreaterThanOrEqual(box.x);
    expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(inside.y + inside.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  }
  if (layout === 'Classic' && width === DESKTOP.width) {
    // Room enough: drawn at its own size (the photo is 80 px wide).
    const photo = preview(page).getByRole('img', { name: 'Katherine Johnson' });
    expect((await photo.boundingBox())?.width).toBe(80);
  }
  // Drawn as wide as the frame lets it be (the banner: its 480 px, or more for an address
  // that cannot wrap), never wider.
  expect(fit.drawnWidth).toBeLessThanOrEqual(fit.frameWidth);
  if (width === PHONE.width && layout !== 'Compact') {
    expect(fit.drawnWidth).toBeGreaterThan(fit.frameWidth - 24);
  }
  await shot(page, `signature-fit-${layout.toLowerCase()}-${width}.png`, { fullPage: true });
  await shot(
    page.getByRole('region', { name: /Preview/ }),
    `signature-fit-preview-${layout.toLowerCase()}-${width}.png`,
  );
}

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

  // Each layout's fit is measured on a phone and again at 1280 px on the same page: the sizes
  // differ by width.
  test('draws every layout whole at the width it has', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 3 });
    const id = await wideCard(page);
    await open(page, `/signature?id=${id}`);
    await expect(preview(page).getByText('Katherine Johnson').first()).toBeVisible();
    // The page itself stays the screen's width, its long plain-text lines wrapped.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    for (const layout of ['Classic', 'Compact', 'Banner'] as const) {
      await page.getByRole('radio', { name: new RegExp(layout) }).check();
      await expectLayoutFits(page, layout);
      await atOtherWidth(page, `signature-fit-${layout.toLowerCase()}`, () =>
        expectLayoutFits(page, layout),
      );
    }
  });

  // Drawn at 480 px where it fits, scaled to the frame on a phone: both widths are measured.
  test('draws the banner at a size to read', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 3 });
    const id = await cardWithPhoto(page, 'Ada Lovelace');
    await open(page, `/signature?id=${id}`);
    await page.getByRole('radio', { name: /Banner/ }).check();
    await expect(preview(page).getByText('View my digital card →')).toBeVisible();
    await expect.poll(async () => (await fitOf(page))?.designedWidth).toBe(480);
    // 480 px wide by design: at its own size where it fits; on a phone as large as the frame
    // lets it be, its 14 px text drawn at 10.5 px or more (three quarters of its size).
    const expectReadable = async () => {
      const desktop = page.viewportSize()!.width === DESKTOP.width;
      await expect
        .poll(async () => {
          const fit = await fitOf(page);
          return fit && fit.contentWidth <= fit.frameWidth ? fit.drawnWidth / 480 : null;
        })
        .toBeGreaterThanOrEqual(desktop ? 1 : 0.75);
      const fit = (await fitOf(page))!;
      if (desktop) expect(fit.drawnWidth).toBe(480);
      else expect(fit.drawnWidth).toBeGreaterThan(fit.frameWidth - 24);
      await shot(
        page.getByRole('region', { name: /Preview/ }),
        `signature-banner-read-${page.viewportSize()!.width}.png`,
      );
    };
    await expectReadable();
    await atOtherWidth(page, 'signature-banner-read', expectReadable);
  });

  test('reads right to left for a card in Arabic, its phone, e-mail and website left to right', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 3 });
    await page.context().addCookies([{ name: 'cv_lang', value: 'ar', url: appUrl() }]);
    const photo = await sharp({
      create: { width: 240, height: 240, channels: 3, background: '#0e7490' },
    })
      .png()
      .toBuffer();
    const created = await page.request.post(`${appUrl()}/api/card/create-card`, {
      headers: { origin: appUrl() },
      multipart: {
        fullName: 'سارة المصري',
        jobTitle: 'مديرة المنتجات',
        company: 'Acme',
        bio: 'منتجات رقمية للجميع',
        email: 'sara@acme.example',
        phone: '+971 4 123 4567',
        location: 'دبي',
        website: 'www.acme.example',
        accentColor: '#0e7490',
        profileImage: { name: 'p.png', mimeType: 'image/png', buffer: photo },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    // The phone number as the card keeps it (grouped when saved).
    const { id, phone } = (await created.json()) as { id: string; phone: string };
    const languages = await page.request.post(`${appUrl()}/api/card/set-card-languages`, {
      headers: { origin: appUrl() },
      data: { id, language: 'ar', translations: [] },
    });
    expect(languages.status(), await languages.text()).toBe(200);
    await open(page, `/signature?id=${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The frame's title is in the page's language.
    const frame = page.frameLocator('iframe[sandbox]');
    const readsRightToLeft = async () => {
      const name = frame.getByText('سارة المصري', { exact: true });
      await expect(name).toBeVisible();
      await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
      expect(
        await frame
          .locator('table')
          .first()
          .evaluate((table) => getComputedStyle(table).direction),
      ).toBe('rtl');
      // The photo on the right, the name beside it ending at the accent line.
      const photoBox = (await frame.getByRole('img', { name: 'سارة المصري' }).boundingBox())!;
      const nameBox = (await name.boundingBox())!;
      expect(photoBox.x).toBeGreaterThan(nameBox.x + nameBox.width - 1);
      for (const label of [phone, 'sara@acme.example', 'www.acme.example']) {
        const link = frame.getByRole('link', { name: label, exact: true });
        await expect(link).toBeVisible();
        expect(await link.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      }
      const text = page.locator('#signature-text');
      await expect(text).toHaveAttribute('dir', 'rtl');
      await expect(text).toHaveValue(/^سارة المصري\n/);
      await shot(
        page.getByRole('region', { name: /المعاينة/ }),
        `signature-arabic-preview-${page.viewportSize()!.width}.png`,
      );
    };
    await readsRightToLeft();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `signature-arabic-${PHONE.width}.png`, { fullPage: true });
    await atOtherWidth(page, 'signature-arabic', readsRightToLeft);
  });

  test('is accessible and shows every layout', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 3 });
    const id = await cardWithPhoto(page, 'Ada Lovelace');
    await open(page, `/signature?id=${id}`);
    // The page around the preview is the same for every layout: axe reads it once per width. The
    // signature inside the sandboxed frame is checked by the API tests' HTML rules.
    await expect(
      preview(page)
        .getByText(/Ada Lovelace/)
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const showEveryLayout = async () => {
      const name = page.viewportSize()!.width === PHONE.width ? 'phone' : 'desktop';
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
    };
    await showEveryLayout();
    await atOtherWidth(page, 'signature', showEveryLayout);
  });
});

import { mkdir } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { CARD_TEMPLATES, QR_LOGO_IDS, resolveCardPalette } from '../../src/shared/card-design';
import { contrastRatio, ensureContrast } from '../../src/shared/contrast';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { grantSubscription, signedInUser } from '../support/e2e/fixtures';
import { png } from '../support/shared/images';
import { decodeQr } from '../support/shared/qr';
import { DESKTOP, PHONE, VIEWPORTS } from '../support/e2e/viewports';

/**
 * Card design (docs/product.md#card-design): every template on the public page with hostile
 * colour pairs, the editor's design choices reaching the preview and the page alike, and the
 * premium lock once a subscription has ended. SHOTS=folder saves screenshots to look at.
 */

const HOSTILE_PAIRS = [
  { accentColor: '#ffff00', backgroundColor: '#ffffff' },
  { accentColor: '#808080', backgroundColor: '#000000' },
  { accentColor: '#3b82f6', backgroundColor: '#3b82f6' },
  { accentColor: '#4338ca', backgroundColor: '#ffffff' },
] as const;

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function createDesignedCard(
  page: Page,
  fields: Record<string, string | Upload>,
): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Grace Hopper',
      jobTitle: 'Rear Admiral',
      company: 'United States Navy',
      bio: 'Pioneer of computer programming.',
      email: 'grace@example.com',
      phone: '0412 345 678',
      location: 'Arlington, Virginia',
      website: 'https://www.example.com',
      linkedin: 'grace',
      github: 'grace',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * An element's text colour and the background it sits on (the nearest ancestor that paints one),
 * each as #rrggbb.
 */
const colorsOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const hex = (css: string) =>
        `#${(css.match(/\d+(\.\d+)?/g) ?? [])
          .slice(0, 3)
          .map((c) => Math.round(Number(c)).toString(16).padStart(2, '0'))
          .join('')}`;
      let under: Element | null = element;
      while (under) {
        const style = getComputedStyle(under);
        const alpha = style.backgroundColor.startsWith('rgba')
          ? Number(style.backgroundColor.split(',')[3]?.replace(')', ''))
          : 1;
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && alpha > 0.9) break;
        under = under.parentElement;
      }
      return [
        hex(getComputedStyle(element).color),
        hex(under ? getComputedStyle(under).backgroundColor : 'rgb(255, 255, 255)'),
      ] as const;
    });

// One test a template, so the templates are checked side by side rather than one after another.
for (const [index, template] of CARD_TEMPLATES.entries()) {
  test(`the ${template.id} template, with a hostile colour pair, renders its layout on the public page with readable colours and no axe violation at 390 and 1280 px`, async ({
    page,
  }) => {
    await signedInUser(page, { cards: 1 });
    const shots = process.env.SHOTS;
    if (shots) await mkdir(shots, { recursive: true });
    // A phone's screen density (tests/e2e/scan-a-card-on-screen.spec.ts reads the code at one
    // device pixel per CSS pixel).
    const visitorContext = await page.context().browser()!.newContext({ deviceScaleFactor: 2 });
    const visitor = await visitorContext.newPage();
    const photo = { name: 'me.png', mimeType: 'image/png', buffer: await png(200, 200) };
    const logo = { name: 'logo.png', mimeType: 'image/png', buffer: await png(160, 48, true) };
    const colours = HOSTILE_PAIRS[index % HOSTILE_PAIRS.length]!;
    const qrLogo = QR_LOGO_IDS[index % QR_LOGO_IDS.length]!;
    const id = await createDesignedCard(page, {
      template: template.id,
      ...colours,
      qrLogo,
      profileImage: photo,
      brandLogo: logo,
    });
    const palette = resolveCardPalette({ template: template.id, ...colours });
    for (const viewport of VIEWPORTS) {
      await visitor.setViewportSize(viewport);
      await visitor.goto(`/showcase?id=${id}`);
      await expect(visitor.locator('html')).toHaveAttribute('data-template', template.id);
      await expect(visitor.getByRole('main')).toHaveAttribute('data-template', template.id);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
      // The page draws in the checked palette: the card's background, and links in the accent.
      expect((await colorsOf(visitor, 'article'))[1]).toBe(palette.surface);
      for (const selector of ['h1', 'article p:has-text("Rear Admiral")', 'a[download]']) {
        const [color, under] = await colorsOf(visitor, selector);
        expect(contrastRatio(color, under), selector).toBeGreaterThanOrEqual(4.5);
      }
      await expectNoSeriousA11yViolations(visitor);
      if (viewport === DESKTOP) {
        // The branded code on the page, as a phone's camera sees it, opens this card.
        const code = visitor.getByRole('img', { name: "QR code for Grace Hopper's card" });
        const decoded = await decodeQr(await code.screenshot());
        expect(decoded?.text, `${template.id} with ${qrLogo} in the middle`).toBe(
          `${baseURL}/showcase?id=${id}&src=qr`,
        );
      }
      if (shots) {
        await visitor.screenshot({
          path: `${shots}/template-${template.id}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    }
    await visitorContext.close();
  });
}

test('the editor: choosing a template, colours, a font and a shape shows in the preview, adjusts an unreadable accent with a reason, and the saved page agrees', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInUser(page, { cards: 1 });
  const id = await createDesignedCard(page, {});
  await page.goto(`/update?id=${id}`);
  const preview = page.getByRole('article', { name: 'Card preview' });
  await expect(preview).toHaveAttribute('data-card-template', 'classic');

  // Every template redraws the preview in its own layout.
  for (const template of [...CARD_TEMPLATES.slice(1), CARD_TEMPLATES[3]!]) {
    await page.locator('label', { hasText: template.name }).click();
    await expect(page.getByRole('radio', { name: new RegExp(template.name) })).toBeChecked();
    await expect(preview).toHaveAttribute('data-card-template', template.id);
  }
  await expect(preview).toHaveAttribute('data-card-template', 'banner');

  // Yellow on white cannot carry text: the preview darkens it and says why.
  await page.getByLabel('Accent colour', { exact: true }).fill('#ffff00');
  const adjusted = resolveCardPalette({
    template: 'banner',
    accentColor: '#ffff00',
    backgroundColor: '#ffffff',
  }).accent;
  await expect(page.locator('[data-adjustment="accentColor"]')).toContainText(
    /Your accent colour has a contrast of 1\.\d:1/,
  );
  await expect(page.locator('[data-adjustment="accentColor"]')).toContainText(adjusted);
  await page.getByLabel('Font').selectOption('lora');
  await page.locator('label', { hasText: 'Pill' }).click();
  await expect(preview).toHaveCSS('font-family', /Lora/);
  const [previewTitle] = await colorsOf(
    page,
    '[aria-label="Card preview"] p:has-text("Rear Admiral")',
  );

  await page.getByRole('button', { name: 'Update Card' }).click();
  await expect(page).toHaveURL(/\/(\?|$)/);
  // My Cards: the tile carries the card's template and its (checked) accent in the job line.
  const tile = page.locator('li[data-template="banner"]');
  await expect(tile).toBeVisible();
  const [tileAccent, tileBackground] = await colorsOf(
    page,
    'li[data-template="banner"] p:has-text("Rear Admiral")',
  );
  // The card's own accent (yellow, nudged to read on the tile), not the brand colour.
  expect(tileAccent).toBe(ensureContrast('#ffff00', '#f1f5f9', 4.5));
  expect(contrastRatio(tileAccent, tileBackground)).toBeGreaterThanOrEqual(4.5);
  await page.goto(`/showcase?id=${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-template', 'banner');
  await expect(page.locator('article')).toHaveCSS('font-family', /Lora/);
  // The same colour on the page as in the preview, and a pill-shaped Save contact.
  expect((await colorsOf(page, 'article p:has-text("Rear Admiral")'))[0]).toBe(previewTitle);
  await expect(page.getByRole('link', { name: 'Save contact' })).toHaveCSS(
    'border-radius',
    '9999px',
  );
  await expectNoSeriousA11yViolations(page);
});

test('after the subscription ends, the card keeps its premium look, premium choices are locked with a way to pricing, and the server refuses them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const user = await signedInUser(page, { cards: 1 });
  const id = await createDesignedCard(page, { template: 'split', fontFamily: 'montserrat' });
  await grantSubscription(user.id, 1, 'canceled');

  await page.goto(`/update?id=${id}`);
  await expect(page.getByText('Premium designs are locked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans on the Pricing page' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  // What the card has stays chosen and open; the other premium templates are locked.
  await expect(page.getByRole('radio', { name: /Split/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Split/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Bold banner/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Minimal/ })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  const refused = await page.request.post('/api/card/update-card', {
    headers: { origin: baseURL },
    multipart: {
      id,
      fullName: 'Grace Hopper',
      jobTitle: 'Rear Admiral',
      email: 'grace@example.com',
      phone: '0412 345 678',
      location: 'Arlington, Virginia',
      template: 'dark',
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'PREMIUM_REQUIRED' });
  await page.goto(`/showcase?id=${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-template', 'split');
});

import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../../playwright.config';
import { signedInUser } from '../support/e2e/fixtures';
import { decodeQr } from '../support/shared/qr';
import { shot } from '../support/e2e/shots';
import { VIEWPORTS } from '../support/e2e/viewports';

/**
 * The QR code on the public card page is shown to the next person, who scans it from the screen
 * (docs/product.md#screens-showcase): a screenshot of the page as it is drawn, at one device pixel
 * per CSS pixel, must decode to the card's address, with the card's logo in the middle and without.
 */

/** A company logo with hard edges and both colours, the worst kind for the code around it. */
const logoPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
        <rect width="240" height="240" fill="#0f172a"/>
        <circle cx="120" cy="120" r="80" fill="#ffffff"/>
        <rect x="70" y="100" width="100" height="40" fill="#0f172a"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function createCard(page: Page, fields: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Katherine Johnson',
      jobTitle: 'Mathematician',
      company: 'Langley Research Center',
      email: 'katherine@example.com',
      phone: '0412 345 678',
      location: 'Hampton, Virginia',
      ...fields,
    } as Record<string, string>,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the QR code on the public page decodes from a screenshot of the screen at 390 and 1280 px, with the logo in the middle and without', async ({
  page,
  browser,
}) => {
  await signedInUser(page, { cards: 2 });
  const logo = { name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() };
  const cards = [
    { label: 'logo', id: await createCard(page, { qrLogo: 'logo', brandLogo: logo }) },
    { label: 'plain', id: await createCard(page, { qrLogo: 'none' }) },
  ];
  for (const viewport of VIEWPORTS) {
    // A visitor's screen as the next person's camera sees it: one device pixel per CSS pixel.
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const visitor = await context.newPage();
    for (const card of cards) {
      await visitor.goto(`/showcase?id=${card.id}`);
      const code = visitor.getByRole('img', { name: "QR code for Katherine Johnson's card" });
      await expect(code).toBeVisible();
      await expect
        .poll(() =>
          code.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      // In the middle of the screen, clear of the phone's bottom bar.
      await code.evaluate((image) => image.scrollIntoView({ block: 'center' }));
      await expect(code).toBeInViewport({ ratio: 1 });
      const screen = await visitor.screenshot({ animations: 'disabled' });
      await shot(visitor, `scan-on-screen-${card.label}-${viewport.width}.png`);
      const decoded = await decodeQr(screen);
      expect
        .soft(decoded?.text, `the ${card.label} code at ${viewport.width} px`)
        .toBe(`${baseURL}/showcase?id=${card.id}&src=qr`);
    }
    await context.close();
  }
});

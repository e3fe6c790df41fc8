import { readFile } from 'node:fs/promises';
import { test, expect, type Browser, type Page } from '@playwright/test';
import vCard from 'vcf';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { png } from '../support/shared/images';
import { PHONE, VIEWPORTS } from '../support/e2e/viewports';

/**
 * A card that works offline and on the home screen (docs/product.md#share-offline): the public
 * page's service worker keeps what a visitor opened, never what belongs to a signed-in user.
 */

const FIELDS = {
  jobTitle: 'Mathematician',
  company: 'NASA',
  email: 'katherine@example.com',
  phone: '0412 345 678',
  location: 'Hampton',
};

/** A card with a profile photo, made by the page's signed-in user. */
async function createCardWithPhoto(page: Page, fullName: string): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      ...FIELDS,
      fullName,
      profileImage: { name: 'p.png', mimeType: 'image/png', buffer: await png(64, 64) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Every URL (path and query) kept in the worker's caches, by cache name. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        kept.push(`${url.pathname}${url.search}`);
      }
    }
    return kept;
  });

/** Waits until the card pages' service worker controls `page`. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

test('a visitor who opened a card once sees it again offline and saves its contact', async ({
  page,
  browser,
}) => {
  await signedInUser(page, { cards: 1 });
  const id = await createCardWithPhoto(page, 'Katherine Johnson');
  const { context, page: card } = await visitor(browser);

  // Opened once, from a scanned code (its `src` is not part of what is kept).
  await card.goto(`/showcase?id=${id}&src=qr`);
  await expect(card.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  await controlledByWorker(card);
  await expect
    .poll(() => keptUrls(card))
    .toEqual(
      expect.arrayContaining([
        `/showcase?id=${id}`,
        `/api/card/get-vcard?id=${id}`,
        expect.stringMatching(/^\/media\/.+\.(png|jpg|webp)$/),
        expect.stringMatching(/^\/api\/card\/qr\?id=/),
        expect.stringMatching(/^\/assets\/showcase-.+\.js$/),
        expect.stringMatching(/^\/assets\/showcase-.+\.css$/),
      ]),
    );

  await context.setOffline(true);
  await card.reload();
  await expect(card.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
  const photo = card.getByRole('main').locator('img[src^="/media/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(
    card.getByRole('img', { name: "QR code for Katherine Johnson's card" }),
  ).toBeVisible();

  // Its contact file is kept too: saved with no network, read back by a vCard parser.
  const [download] = await Promise.all([
    card.waitForEvent('download'),
    card.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  const contact = new vCard().parse(text.replace(/\r?\n/g, '\r\n'));
  expect(String(contact.get('fn').valueOf())).toBe('Katherine Johnson');
  expect(String(contact.get('email').valueOf())).toBe(FIELDS.email);

  // A card never opened here: a short offline answer, not the browser's error page.
  await card.goto('/showcase?id=never-opened');
  await expect(card.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.close();
});

test('online, a reload shows the owner’s latest edit at once', async ({ page, browser }) => {
  await signedInUser(page, { cards: 1 });
  const id = await createCardWithPhoto(page, 'Dorothy Vaughan');
  const { context, page: card } = await visitor(browser);
  await card.goto(`/showcase?id=${id}`);
  await controlledByWorker(card);
  await expect.poll(() => keptUrls(card)).toContain(`/showcase?id=${id}`);

  const edited = await page.request.post('/api/card/update-card', {
    headers: { origin: baseURL },
    multipart: { ...FIELDS, id, fullName: 'Dorothy J. Vaughan' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await card.reload();
  await expect(card.getByRole('heading', { name: 'Dorothy J. Vaughan' })).toBeVisible();
  await context.close();
});

test('the worker keeps nothing of a signed-in owner: not their page, not their API answers', async ({
  page,
  browser,
}) => {
  await signedInUser(page, { cards: 1 });
  const id = await createCardWithPhoto(page, 'Mary Jackson');
  // Someone else's card, which the owner visits like anyone: its public page is kept.
  const other = await browser.newContext();
  await signedInUser(other, { cards: 1 });
  const otherId = await createCardWithPhoto(await other.newPage(), 'Gladys West');
  await other.close();

  await page.goto(`/showcase?id=${id}`);
  await controlledByWorker(page);
  // A navigation and API calls the worker sees, all with the owner's session.
  await page.reload();
  await expect(page.getByRole('button', { name: /Delete/ })).toBeVisible();
  const statuses = await page.evaluate(async (cardId) => {
    const answers = await Promise.all([
      fetch('/api/user/get-user', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      fetch('/api/card/list-user-cards', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pageSize: 4 }),
      }),
      fetch(`/api/card?id=${encodeURIComponent(cardId)}`),
      fetch(`/api/card/get-vcard?id=${encodeURIComponent(cardId)}`),
    ]);
    return answers.map((answer) => answer.status);
  }, id);
  expect(statuses).toEqual([200, 200, 200, 200]);

  await page.goto(`/showcase?id=${otherId}`);
  await expect(page.getByRole('heading', { name: 'Gladys West' })).toBeVisible();
  await expect.poll(() => keptUrls(page)).toContain(`/api/card/get-vcard?id=${otherId}`);
  const kept = await keptUrls(page);
  expect(kept).toContain(`/showcase?id=${otherId}`);
  // Nothing of the owner's own card, nor any API answer but the public card's vCard and QR code.
  expect(kept.filter((url) => url.includes(id))).toEqual([]);
  expect(
    kept.filter((url) => url.startsWith('/api/') && !/^\/api\/card\/(qr|get-vcard)\?/.test(url)),
  ).toEqual([]);
});

test('the card page links a manifest whose icons load at their sizes', async ({
  page,
  browser,
}) => {
  await signedInUser(page, { cards: 1 });
  const id = await createCardWithPhoto(page, 'Christine Darden');
  const { context, page: card } = await visitor(browser);
  await card.goto(`/showcase?id=${id}`);
  const href = await card.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`/showcase/manifest.webmanifest?id=${id}`);
  const response = await card.request.get(href ?? '');
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Christine Darden',
    start_url: `/showcase?id=${id}`,
    display: 'standalone',
  });
  // Each icon decoded by the browser, at the size the manifest says.
  const sizes = await card.evaluate(
    (icons) =>
      Promise.all(
        icons.map(
          ({ src }) =>
            new Promise<string>((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
              image.onerror = () => reject(new Error(`${src} did not load`));
              image.src = src;
            }),
        ),
      ),
    manifest.icons,
  );
  expect(sizes).toEqual(manifest.icons.map((icon) => icon.sizes));
  expect(sizes).toEqual(['192x192', '512x512']);
  await context.close();
});

test('the owner learns how to keep the card on a home screen, at both sizes', async ({ page }) => {
  await signedInUser(page, { cards: 1 });
  const id = await createCardWithPhoto(page, 'Annie Easley');
  await page.goto(`/share?id=${id}`);
  const section = page.getByRole('region', { name: 'Offline and home screen' });
  await expect(section).toContainText('Add to Home screen');
  await expect(section).toContainText('Add to Home Screen');
  await expect(section.getByRole('textbox', { name: 'Your card page' })).toHaveValue(
    `${baseURL}/showcase?id=${id}`,
  );
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
    await section.scrollIntoViewIfNeeded();
    // SHOTS=folder saves screenshots of the section to look at.
    if (process.env.SHOTS) {
      await section.screenshot({
        path: `${process.env.SHOTS}/home-screen-${viewport.width}.png`,
      });
    }
  }
  await section.getByRole('link', { name: 'Open my card page' }).click();
  await expect(page).toHaveURL(`${baseURL}/showcase?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Annie Easley' })).toBeVisible();
});

import { test, expect, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { signedInUser } from '../support/e2e/fixtures';

/**
 * Card fonts (docs/ARCHITECTURE.md, "Cards"): the public page fetches its card's font, and only
 * it, from our own origin and draws the card in it without a layout shift; the editor loads a
 * font when it is chosen, so the preview shows it.
 */

async function createCard(page: Page, fontFamily: string): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Grace Hopper',
      jobTitle: 'Rear Admiral',
      company: 'United States Navy',
      bio: 'Pioneer of computer programming, who found the first actual bug in a relay.',
      email: 'grace@example.com',
      phone: '0412 345 678',
      location: 'Arlington, Virginia',
      fontFamily,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Every font file the page asked for, as URLs. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(request.url());
  });
  return urls;
}

/** The card's font faces that finished loading, as "family weight". */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`)
      .toSorted();
  });

/** The sum of the page's layout shifts so far (what Lighthouse calls CLS, without its windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            total += (entry as PerformanceEntry & { value: number }).value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

test('the public page draws its card in the card font, fetched from our own origin, without a layout shift', async ({
  page,
}) => {
  await signedInUser(page, { cards: 2 });
  const lora = await createCard(page, 'lora');
  const system = await createCard(page, 'system');

  const visitor = await page.context().browser()!.newPage();
  const requested = fontRequests(visitor);
  await visitor.goto(`/showcase?id=${lora}`);
  const heading = visitor.getByRole('heading', { level: 1, name: 'Grace Hopper' });
  await expect(heading).toBeVisible();
  // Both weights arrive; a busy machine can miss the first paint's short window (font-display:
  // optional), and then the local, metric-matched fallback face draws it: nothing else.
  const faces = await loadedFaces(visitor);
  expect(faces).toEqual(expect.arrayContaining(['Lora 400', 'Lora 700']));
  expect(faces.filter((face) => !/^Lora (Fallback )?(400|700)$/.test(face))).toEqual([]);
  expect(requested.toSorted()).toEqual([
    `${baseURL}/fonts/lora-400.woff2`,
    `${baseURL}/fonts/lora-700.woff2`,
  ]);
  expect(await visitor.evaluate(() => document.fonts.check("700 16px 'Lora'"))).toBe(true);
  await expect(heading).toHaveCSS('font-family', /^Lora, "Lora Fallback"/);
  expect(await layoutShift(visitor)).toBe(0);

  requested.length = 0;
  await visitor.goto(`/showcase?id=${system}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await visitor.evaluate(() => document.fonts.ready);
  expect(requested).toEqual([]);
  expect(await layoutShift(visitor)).toBe(0);
  await visitor.close();
});

test('the editor loads a font when it is chosen, once, and the preview is drawn in it', async ({
  page,
}) => {
  await signedInUser(page, { cards: 1 });
  const id = await createCard(page, 'system');
  const requested = fontRequests(page);
  await page.goto(`/update?id=${id}`);
  const preview = page.getByRole('article', { name: 'Card preview' });
  await expect(preview).toBeVisible();
  await expect(page.locator('style[data-card-font]')).toHaveCount(0);

  await page.getByLabel('Font').selectOption('playfair');
  await expect(preview).toHaveCSS(
    'font-family',
    /^"Playfair Display", "Playfair Display Fallback"/,
  );
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("400 16px 'Playfair Display'")))
    .toBe(true);
  expect(requested).toContain(`${baseURL}/fonts/playfair-400.woff2`);
  expect(requested.every((url) => url.startsWith(`${baseURL}/fonts/`))).toBe(true);

  await page.getByLabel('Font').selectOption('system');
  await page.getByLabel('Font').selectOption('playfair');
  await expect(page.locator('style[data-card-font="playfair"]')).toHaveCount(1);
  await expect(page.locator('style[data-card-font]')).toHaveCount(1);
});

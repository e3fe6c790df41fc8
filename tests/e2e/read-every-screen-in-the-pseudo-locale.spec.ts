import { test, expect, type Page } from '@playwright/test';
import { SAMPLE_PEOPLE_DETAILS } from '../../src/web/components/sample-people';
import { createCard, makeAdmin, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/**
 * The pseudo-locale (src/web/lib/i18n/pseudo.ts) turns every letter of every message into an
 * accented look-alike and lengthens it by a third. So on a page read in it, a plain ASCII word is
 * either what the test typed (a name, an address) or a string that escaped the catalogue; and a
 * page that scrolls sideways has a layout that does not stretch for longer words.
 */

/** What the test itself put on the pages, and names that are the same in every language. */
const OWN_WORDS = [
  /\b[\w.+-]+@[\w.-]+\b/g, // e-mail addresses
  /\bhttps?:\/\/\S+/g, // addresses
  /\b(?:www\.)?[a-z0-9-]+\.(?:com|test|example|co)\S*/gi, // host names
  /CardVault/g,
  /Grace Hopper|Pseudo Works/g,
  // The card's fields: long enough to find any layout that does not wrap them.
  /Maximiliana Wolfeschlegelsteinhausen-Bergerdorff|Principal Engineer, Distributed Systems and Reliability/g,
  /An Unusually Long Company Name Incorporated|Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch/g,
  // The language menu names each language in itself.
  /English|Deutsch|Français|Español/g,
  // Font names, the card's colours and codes written as such.
  /\b(?:Inter|Lora|Montserrat|Playfair Display)\b/g,
  /#[0-9a-f]{3,8}\b/gi,
  // The sample cards' fictional people: their names, companies and places are names.
  ...SAMPLE_PEOPLE_DETAILS.flatMap((person) => [
    person.fullName,
    person.company,
    person.location,
  ]).map((name) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')),
  // Networks, products and the brand kit's sample person: names in every language.
  /X \(Twitter\)|LinkedIn|Instagram|GitHub|Facebook|NTAG213|Alex Morgan/g,
  // Dates and times, written by Intl in the page's language (English here).
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}(?:, \d{1,2}:\d{2}\s?[AP]M)?/g,
  // The test server's OpenID provider, named as the site set it up.
  /\bTest ID\b/g,
  // The toaster's keyboard shortcut, named as the keys are.
  /\balt\+T\b/g,
];

/** Visible text and readable attributes with a plain word of three letters or more. */
async function escapedTexts(page: Page, skipRows: boolean): Promise<string[]> {
  const texts = await page.evaluate((skipRows) => {
    // The console's lists show every account on the server, other tests' people among them: their
    // rows are data; the headings, filters and buttons around them are checked.
    const data = (element: Element) =>
      skipRows && element.closest('tbody, li, [role="row"], [role="listitem"]') !== null;
    const found: string[] = [];
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // The page loader's words are the server's, in the page's language, before the app starts.
      if (parent.closest('#page-loader') || data(parent)) continue;
      if (!visible(parent)) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (!visible(element) || data(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(`${name}: ${value}`);
      }
    }
    return found;
  }, skipRows);
  const escaped = texts.filter((text) => {
    let rest = text.replace(/^(?:aria-label|placeholder|title|alt): /, '');
    for (const own of OWN_WORDS) rest = rest.replace(own, ' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
  return [...new Set(escaped)];
}

async function readInPseudo(
  page: Page,
  path: string,
  screen: string,
  { catalogue = true, skipRows = false }: { catalogue?: boolean; skipRows?: boolean } = {},
) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
      timeout: 30_000,
    });
    if (catalogue) {
      // The pseudo-locale took effect: its messages are wrapped in ⟦ ⟧.
      expect(await page.evaluate(() => document.body.innerText)).toContain('⟦');
      // Soft: one run lists every screen's escaped words and overflow, not only the first.
      expect
        .soft(await escapedTexts(page, skipRows), `${path} at ${viewport.width} px`)
        .toEqual([]);
    }
    // What sticks out past the page's right edge, named by tag, class and text, if anything.
    const sticking = await page.evaluate(() => {
      // Inside a box that clips or scrolls sideways (the header's links), nothing reaches the page.
      const clipped = (element: Element) => {
        for (
          let box = element.parentElement;
          box && box !== document.body;
          box = box.parentElement
        ) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      return [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => !clipped(element))
        .slice(-3)
        .map(
          (element) =>
            `${element.tagName} .${String(element.className)} "${element.textContent?.slice(0, 40)}"`,
        );
    });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect
      .soft(
        width <= viewport.width ? 'fits' : `${width} px wide: ${sticking.join('; ')}`,
        `${path} scrolls sideways at ${viewport.width} px`,
      )
      .toBe('fits');
    await shot(page, `pseudo-${screen}-${viewport.width}.png`, { fullPage: true });
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cv_pseudo', value: '1', url: baseURL }]);
});

test("a visitor's screens read in the pseudo-locale, nothing left outside the catalogue or overflowing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  for (const [path, screen] of [
    ['/', 'home'],
    ['/about', 'about'],
    ['/login', 'login'],
    ['/pricing', 'pricing'],
    ['/support', 'support'],
    ['/404', 'not-found'],
  ] as const) {
    await readInPseudo(page, path, screen);
  }
});

test("a subscriber's screens read in the pseudo-locale, with a card of the longest words", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInUser(page, { cards: 3, fullName: 'Grace Hopper' });
  // docs/product.md#no-sideways-scroll: a card with the longest words a card may hold.
  const { id } = await createCard(page, {
    fullName: 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff',
    jobTitle: 'Principal Engineer, Distributed Systems and Reliability',
    company: 'An Unusually Long Company Name Incorporated',
    email: 'maximiliana.wolfeschlegelsteinhausen@example.com',
    location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
    website: 'https://www.example.com/a/rather/long/path/that/might/not/wrap',
    bio: undefined,
  });
  for (const [path, screen] of [
    ['/', 'my-cards'],
    ['/create', 'create'],
    [`/update?id=${id}`, 'update'],
    [`/share?id=${id}`, 'share'],
    ['/insights', 'insights'],
    ['/leads', 'leads'],
    ['/account', 'account'],
    ['/subscription', 'subscription'],
  ] as const) {
    await readInPseudo(page, path, screen);
  }
  // The public card page is the server's, in the visitor's language: only its width is checked.
  await readInPseudo(page, `/showcase?id=${id}`, 'card-page', { catalogue: false });
});

test("a team's and an administrator's screens read in the pseudo-locale", async ({ page }) => {
  test.setTimeout(240_000);
  const user = await signedInUser(page, { cards: 1, fullName: 'Grace Hopper' });
  const made = await page.request.post('/api/org/create', { data: { name: 'Pseudo Works' } });
  expect(made.status()).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  await makeAdmin(user.id);
  for (const [path, screen] of [
    [`/team?org=${slug}`, 'team'],
    [`/team/brand?org=${slug}`, 'team-brand'],
    [`/team/import?org=${slug}`, 'team-import'],
    [`/team/domains?org=${slug}`, 'team-domains'],
    [`/team/sso?org=${slug}`, 'team-sso'],
    [`/team/api-tokens?org=${slug}`, 'team-api-tokens'],
    [`/team/webhooks?org=${slug}`, 'team-webhooks'],
    [`/team/audit?org=${slug}`, 'team-audit'],
  ] as const) {
    await readInPseudo(page, path, screen);
  }
  for (const list of ['users', 'cards', 'subscriptions', 'support', 'audit']) {
    await readInPseudo(page, `/admin/${list}`, `admin-${list}`, { skipRows: true });
  }
});

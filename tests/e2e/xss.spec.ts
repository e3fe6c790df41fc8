import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page, type Response } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { makeAdmin, signedInUser, type E2eUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';

/**
 * Text stored is text shown (docs/product.md#server-rules-text-shown): script payloads typed into
 * every card field, the profile name and a support request come back as words on every screen that
 * shows them, with no script run, no dialog opened and nothing left for the CSP to block. The vCard
 * keeps them inside their properties. Pages from other origins cannot act with the user's cookies.
 */

const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '"><svg onload=window.__xss=1>',
  template: "{{constructor.constructor('window.__xss=1')()}}",
} as const;
type PayloadName = keyof typeof PAYLOADS;

/** A full URL the link fields accept, with markup in its path (it must stay an inert href). */
const hostileLink = (base: string) => `${base}/a"><svg/onload=window.__xss=1>`;

const uniqueTag = () => `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The card fields a payload goes into: every free-text field; the rest as validation allows. */
function hostileCard(tag: string, payload: string) {
  return {
    title: payload,
    fullName: `${tag} ${payload}`,
    jobTitle: payload,
    company: payload,
    bio: payload,
    email: `${tag}@example.com`,
    phone: '+61 2 5550 1234',
    location: payload,
    website: `https://www.example.com/${tag}?q=<script>`,
    linkedin: hostileLink('https://www.linkedin.com/in'),
    github: hostileLink('https://github.com'),
    twitter: hostileLink('https://x.com'),
    facebook: hostileLink('https://www.facebook.com'),
    instagram: hostileLink('https://www.instagram.com'),
  };
}
type CardInput = ReturnType<typeof hostileCard>;

/**
 * Records what a successful injection would leave behind: a CSP violation (so the CSP had to stop
 * something), a dialog, or the `__xss` global.
 */
async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return dialogs;
}

/** The page shows each text as text and holds nothing that could run. */
async function expectInert(page: Page, dialogs: string[], texts: string[]) {
  for (const text of texts) {
    await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
  }
  const report = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const scheme = /^\s*(javascript|data|vbscript):/i;
    return {
      xss: typeof (window as { __xss?: unknown }).__xss,
      cspViolations: (window as { __cspViolations?: string[] }).__cspViolations ?? ['not watched'],
      eventHandlers: all.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}>`),
      ),
      inlineScripts: [...document.querySelectorAll('script:not([src])')]
        .filter((script) => !/^application\/(ld\+)?json$/i.test(script.getAttribute('type') ?? ''))
        .map((script) => script.outerHTML.slice(0, 80)),
      scriptLinks: all.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => element.getAttribute(name) ?? '')
          .filter((value) => scheme.test(value) && !/^data:image\//i.test(value.trim())),
      ),
      injectedElements: document.querySelectorAll(
        'svg[onload], img[src="x"], iframe, object, embed',
      ).length,
    };
  });
  expect(report, page.url()).toEqual({
    xss: 'undefined',
    cspViolations: [],
    eventHandlers: [],
    inlineScripts: [],
    scriptLinks: [],
    injectedElements: 0,
  });
  expect(dialogs, page.url()).toEqual([]);
}

async function createCard(page: Page, card: CardInput): Promise<string> {
  const response = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: card,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Client-side navigation, as a link inside the app would do it (the SPA's own showcase route). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('script payloads are shown as text', () => {
  test('every card field on the public page, My Cards, the app card page and the edit page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dialogs = await watch(page);
    const tag = uniqueTag();
    const user = await signedInUser(page, { cards: 5, fullName: `${tag} ${PAYLOADS.img}` });
    const ids = new Map<PayloadName, string>();
    for (const name of Object.keys(PAYLOADS) as PayloadName[]) {
      ids.set(name, await createCard(page, hostileCard(tag, PAYLOADS[name])));
    }

    for (const [name, id] of ids) {
      const payload = PAYLOADS[name];
      // The server-rendered public page.
      await page.goto(`/showcase?id=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} ${payload}`);
      await expect(page).toHaveTitle(`${tag} ${payload} – ${payload} | CardVault`);
      await expectInert(page, dialogs, [payload, `${payload} | ${payload}`]);
      const github = page.getByRole('link', { name: /^GitHub profile of/ });
      await expect(github).toHaveAttribute('href', hostileCard(tag, payload).github);

      // The edit page: the values in the inputs, the preview as text.
      await open(page, `/update?id=${id}`);
      await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue(
        `${tag} ${payload}`,
      );
      await expect(page.getByRole('textbox', { name: /^Bio/ })).toHaveValue(payload);
      const preview = page.getByRole('article', { name: 'Card preview' });
      await expect(preview).toContainText(`${tag} ${payload}`);
      await expect(preview).toContainText(`${payload} | ${payload}`);
      await expectInert(page, dialogs, [payload]);

      // The same page rendered by the app after a client-side navigation.
      await navigateInApp(page, `/showcase?id=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${tag} ${payload}`);
      await expectInert(page, dialogs, [payload]);
    }

    // My Cards: every tile, and the profile name in the header.
    await open(page, '/');
    for (const name of Object.keys(PAYLOADS) as PayloadName[]) {
      await expect(page.getByRole('heading', { name: `${tag} ${PAYLOADS[name]}` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await expectInert(page, dialogs, [user.fullName]);
    await page.keyboard.press('Escape');

    await open(page, '/account');
    await expectInert(page, dialogs, []);
  });

  test('a card typed into the form shows the payloads in the live preview and after saving', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialogs = await watch(page);
    const tag = uniqueTag();
    await signedInUser(page, { cards: 2 });
    await open(page, '/create');
    const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await field('Card title').fill(PAYLOADS.svg);
    await field('Full name').fill(`${tag} ${PAYLOADS.script}`);
    await field('Job title').fill(PAYLOADS.img);
    await field('Company').fill(PAYLOADS.template);
    await field('Bio').fill(PAYLOADS.svg);
    await field('Email').fill(`${tag}@example.com`);
    await field('Phone').pressSequentially('0412345678');
    await field('Location').fill(PAYLOADS.script);
    await field('GitHub').fill(hostileLink('https://github.com'));
    const preview = page.getByRole('article', { name: 'Card preview' });
    await expect(preview).toContainText(`${tag} ${PAYLOADS.script}`);
    await expect(preview).toContainText(`${PAYLOADS.img} | ${PAYLOADS.template}`);
    await expectInert(page, dialogs, [PAYLOADS.svg, PAYLOADS.script]);

    await page.getByRole('button', { name: 'Save Card' }).click();
    await expect(page.getByText('Card created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${tag} ${PAYLOADS.script}` })).toBeVisible();
    await expectInert(page, dialogs, [`${PAYLOADS.img} | ${PAYLOADS.template}`]);
  });

  test('link fields refuse javascript: and other schemes, in the form and on the server', async ({
    page,
  }) => {
    const dialogs = await watch(page);
    const tag = uniqueTag();
    await signedInUser(page, { cards: 2 });
    const refused: Record<string, number> = {};
    const linkFields = ['website', 'linkedin', 'github', 'twitter', 'facebook', 'instagram'];
    const schemes = [
      'javascript:window.__xss=1',
      'JavaScript:window.__xss=1//https://github.com',
      ' javascript:window.__xss=1',
      'data:text/html,<script>window.__xss=1</script>',
      'vbscript:msgbox(1)',
      'https://github.com/a\nX-EVIL:1',
    ];
    for (const name of linkFields) {
      for (const value of schemes) {
        const response = await page.request.post('/api/card/create-card', {
          headers: { origin: baseURL },
          multipart: { ...hostileCard(tag, 'x'), [name]: value },
        });
        refused[`${name} ${JSON.stringify(value)}`] = response.status();
        if (response.status() === 400) {
          expect(await response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
        }
      }
    }
    expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((key) => [key, 400])));
    // Other text fields accept the text, and it stays text (see the tests above).
    const onlyText = await page.request.post('/api/card/create-card', {
      headers: { origin: baseURL },
      multipart: { ...hostileCard(tag, 'javascript:window.__xss=1') },
    });
    expect(onlyText.status()).toBe(201);

    await open(page, '/create');
    const website = page.getByRole('textbox', { name: /^Website/ });
    await website.fill('javascript:window.__xss=1');
    await website.blur();
    await expect(page.getByText(/Please enter a valid website address/)).toBeVisible();
    const github = page.getByRole('textbox', { name: /^GitHub/ });
    await github.fill('javascript:window.__xss=1');
    await github.blur();
    await expect(page.getByText('Enter a GitHub profile link or handle')).toBeVisible();
    await expectInert(page, dialogs, []);
  });

  test('the admin screens show hostile names, cards and support text as text', async ({ page }) => {
    test.setTimeout(120_000);
    const dialogs = await watch(page);
    const tag = uniqueTag();
    const admin = await signedInUser(page, {
      cards: 3,
      status: 'active',
      fullName: `${tag} ${PAYLOADS.svg}`,
    });
    await makeAdmin(admin.id);
    await createCard(page, hostileCard(tag, PAYLOADS.script));
    await createCard(page, hostileCard(tag, PAYLOADS.template));
    const supportBody = `${tag} ${PAYLOADS.img}\n${PAYLOADS.script}\n${PAYLOADS.template}`;
    const support = await page.request.post('/api/support/request', {
      headers: { origin: baseURL },
      multipart: { subject: 'Bug Report', body: supportBody },
    });
    expect(support.status(), await support.text()).toBe(200);

    const search = async (path: string, label: string) => {
      await open(page, path);
      await page.getByRole('searchbox', { name: label }).fill(tag);
    };

    await search('/admin/users', 'Search users');
    await expectInert(page, dialogs, [admin.fullName]);

    await search('/admin/cards', 'Search cards');
    await expectInert(page, dialogs, [
      `${tag} ${PAYLOADS.script}`,
      `${tag} ${PAYLOADS.template}`,
      PAYLOADS.template,
    ]);

    await search('/admin/subscriptions', 'Filter subscriptions');
    await expectInert(page, dialogs, [admin.fullName]);

    await search('/admin/support', 'Search requests');
    await expectInert(page, dialogs, [`${tag} ${PAYLOADS.img}`, PAYLOADS.template]);

    await open(page, '/admin/audit');
    await expectInert(page, dialogs, []);
  });
});

test.describe('the vCard', () => {
  test('keeps newlines and separators inside their properties', async ({ page }) => {
    const tag = uniqueTag();
    await signedInUser(page, { cards: 2 });
    const evil = 'x\r\nX-EVIL:1\nX-EVIL:2\rX-EVIL:3;X-EVIL:4,\\';
    const id = await createCard(page, {
      ...hostileCard(tag, evil),
      fullName: `Ada ${evil}`,
      website: '',
      linkedin: '',
      github: '',
      twitter: '',
      facebook: '',
      instagram: '',
    });
    await open(page, `/showcase?id=${id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Save contact' }).click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => /^X-EVIL/i.test(line))).toEqual([]);
    expect(
      lines.filter((line) => line.includes('X-EVIL')).map((line) => line.split(':')[0]),
    ).toEqual(expect.arrayContaining(['FN', 'TITLE', 'ORG', 'NOTE']));
    expect(lines).toContain('FN:Ada x\\nX-EVIL:1\\nX-EVIL:2\\nX-EVIL:3\\;X-EVIL:4\\,\\\\');
    expect(lines.at(0)).toBe('BEGIN:VCARD');
    expect(lines.filter((line) => line === 'END:VCARD')).toHaveLength(1);
    // Nothing but CRLF line ends.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

/** A page on another origin that tries to act with the user's cookies. */
async function startAttackerSite(target: string) {
  const html = `<!doctype html><html><head><title>Win a prize</title></head><body>
<form id="rename" method="post" action="${target}/api/user/update-user" enctype="multipart/form-data">
  <input name="fullName" value="Mallory"><button>Rename</button></form>
<form id="create" method="post" action="${target}/api/card/create-card" enctype="multipart/form-data">
  <input name="fullName" value="Mallory Card"><input name="jobTitle" value="Thief">
  <input name="email" value="m@example.com"><input name="phone" value="0412 345 678">
  <input name="location" value="Nowhere"><button>Create</button></form>
<form id="logout" method="post" action="${target}/api/user/logout" enctype="text/plain">
  <input name="x" value="1"><button>Logout</button></form>
</body></html>`;
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test.describe('pages on other origins cannot act with the user’s cookies', () => {
  const attackers = [
    // Another site: SameSite=Lax keeps the cookie out, and the guard refuses the Origin.
    { name: 'another site (localhost)', host: 'localhost', cookieSent: false },
    // Same site, other origin (another port): the cookie goes along, so the guard is what refuses.
    { name: 'another origin of the same site (127.0.0.1)', host: '127.0.0.1', cookieSent: true },
  ];

  for (const attacker of attackers) {
    test(`forms and fetches from ${attacker.name}`, async ({ page }) => {
      const user: E2eUser = await signedInUser(page, { cards: 2 });
      const before = await page.request.post('/api/card/list-user-cards', {
        headers: { origin: baseURL },
        data: { page: 1, pageSize: 10 },
      });
      const cardsBefore = ((await before.json()) as { totalCount: number }).totalCount;
      const site = await startAttackerSite(baseURL);
      try {
        await page.goto(`http://${attacker.host}:${site.port}/`);
        for (const [form, path] of [
          ['rename', '/api/user/update-user'],
          ['create', '/api/card/create-card'],
          ['logout', '/api/user/logout'],
        ] as const) {
          const answered = page.waitForResponse((response) => response.url().endsWith(path));
          await page.locator(`#${form} button`).click();
          const response: Response = await answered;
          expect(response.status(), path).toBe(403);
          expect(await response.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
          const headers = await response.request().allHeaders();
          expect(headers.origin, path).toBe(`http://${attacker.host}:${site.port}`);
          expect(Boolean(headers.cookie?.includes('session_token')), path).toBe(
            attacker.cookieSent,
          );
          await page.goto(`http://${attacker.host}:${site.port}/`);
        }

        // Script on the attacker's page: credentialed no-cors fetches. The app's
        // Cross-Origin-Resource-Policy turns even their opaque answers into network errors.
        const sent = ['/api/user/update-user', '/api/user/logout'].map((path) =>
          page.waitForRequest((request) => request.url().endsWith(path)),
        );
        const outcomes = await page.evaluate(async (target) => {
          const send = (path: string, init: RequestInit) =>
            fetch(`${target}${path}`, {
              method: 'POST',
              mode: 'no-cors',
              credentials: 'include',
              ...init,
            })
              .then(() => 'answered')
              .catch(() => 'blocked');
          const body = new FormData();
          body.set('fullName', 'Mallory');
          return [
            await send('/api/user/update-user', { body }),
            await send('/api/user/logout', {}),
          ];
        }, baseURL);
        expect(outcomes).toEqual(['blocked', 'blocked']);
        // Both went out (the server's refusal is checked below: nothing changed).
        expect(await Promise.all(sent)).toHaveLength(2);
      } finally {
        await site.close();
      }

      // Nothing changed: still signed in, same name, same cards.
      const me = await page.request.post('/api/user/get-user', {
        headers: { origin: baseURL },
        data: {},
      });
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ fullName: user.fullName });
      const after = await page.request.post('/api/card/list-user-cards', {
        headers: { origin: baseURL },
        data: { page: 1, pageSize: 10 },
      });
      expect(((await after.json()) as { totalCount: number }).totalCount).toBe(cardsBefore);
      // The same request from the app's own page goes through.
      await open(page, '/account');
      const own = await page.evaluate(async () => {
        const body = new FormData();
        body.set('fullName', 'Renamed Here');
        const response = await fetch('/api/user/update-user', { method: 'POST', body });
        return response.status;
      });
      expect(own).toBe(200);
    });
  }
});

test('served HTML carries no inline script', async ({ page, request }) => {
  const dialogs = await watch(page);
  await signedInUser(page, { cards: 1 });
  const id = await createCard(page, hostileCard(uniqueTag(), PAYLOADS.script));
  for (const path of ['/', '/login', '/about', '/no/such/page', `/showcase?id=${id}`]) {
    const response = await request.get(path);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const [whole, attributes = '', content = ''] of scripts) {
      // Data blocks are never run: the card's structured data and the page script's own words.
      const isData = /type="application\/(?:ld\+)?json"/.test(attributes);
      expect(isData || (/\bsrc=/.test(attributes) && content.trim() === ''), whole).toBe(true);
    }
    expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    await page.goto(path);
    await expectInert(page, dialogs, []);
  }
});

import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../src/shared/card';
import { png } from '../support/shared/images';
import { multipart } from '../support/shared/multipart';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser } from '../support/api/users';

/**
 * The security headers on every kind of answer the app gives: the app shell, the server-rendered
 * public card page (and its not-found state), API JSON (and an API error), a stored media file, the
 * QR code, the vCard and the API viewer. The served HTML carries no script a strict CSP would have
 * to block: every executable <script> has a src, and no element has an inline event handler.
 */

const SOURCE_SHELL = path.resolve(import.meta.dirname, '../../src/web/index.html');

/** A web root like a build's: the real shell source and a manifest naming the showcase entry. */
async function webRootLikeBuild(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'cardvault-headers-'));
  await mkdir(path.join(root, 'assets'));
  await mkdir(path.join(root, '.vite'));
  await copyFile(SOURCE_SHELL, path.join(root, 'index.html'));
  await writeFile(path.join(root, 'assets', 'showcase-abc123.js'), 'export {};');
  await writeFile(path.join(root, 'assets', 'showcase-abc123.css'), 'body{}');
  await writeFile(
    path.join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'showcase/main.ts': {
        file: 'assets/showcase-abc123.js',
        name: 'showcase',
        isEntry: true,
        css: ['assets/showcase-abc123.css'],
      },
    }),
  );
  return root;
}

/** The CSP as a map of directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** Inline scripts and inline event handlers: what a CSP without 'unsafe-inline' refuses to run. */
function inlineScriptsIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const isData = /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);
    if (!/\bsrc\s*=/i.test(attributes) && !isData) found.push(match[0].slice(0, 120));
    if (/\bsrc\s*=/i.test(attributes) && (match[2] ?? '').trim())
      found.push(match[0].slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) found.push(match[0]);
  for (const match of html.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*javascript:/gi))
    found.push(match[0]);
  return found;
}

describe('security headers on every kind of answer', () => {
  let t: TestApp;
  let secure: TestApp;
  let webRoot: string;
  let card: Card;
  let surfaces: Record<string, string>;

  async function cardWithPhoto(app: TestApp): Promise<Card> {
    const user = await createUser(app.app, { fullName: 'Grace Hopper' });
    await grantSubscription(app.database.db, user.id, { cards: 2, status: 'trialing' });
    const body = multipart(
      {
        fullName: 'Grace Hopper',
        jobTitle: 'Rear Admiral',
        email: 'grace@example.com',
        phone: '0412 345 678',
        location: 'Arlington',
        bio: '<script>window.__xss=1</script>',
      },
      [
        {
          field: 'profileImage',
          filename: 'me.png',
          contentType: 'image/png',
          content: await png(),
        },
      ],
    );
    const created = await app.app.inject({
      method: 'POST',
      url: '/api/card/create-card',
      headers: { ...body.headers, cookie: user.cookie },
      payload: body.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Card>();
  }

  const surfacesOf = (of: Card): Record<string, string> => ({
    'app shell (home)': '/',
    'app shell (client route)': '/login',
    'app shell (unknown page, 404)': '/no/such/page',
    'public card page': `/showcase?id=${of.id}`,
    'public card page, not found': '/showcase?id=missing',
    'API JSON': `/api/card/showcase?id=${of.id}`,
    'API error': '/api/card/showcase?id=missing',
    'media file': of.profileImageUrl ?? '/media/missing.png',
    'QR code (SVG)': `/api/card/qr?id=${of.id}&format=svg`,
    vCard: `/api/card/get-vcard?id=${of.id}`,
    'API viewer': '/api/docs/',
  });

  beforeAll(async () => {
    webRoot = await webRootLikeBuild();
    t = await createTestApp({ PUBLIC_URL: 'http://cards.example.com' }, { webRoot });
    secure = await createTestApp({ PUBLIC_URL: 'https://cards.example.com' }, { webRoot });
    card = await cardWithPhoto(t);
    surfaces = surfacesOf(card);
    expect(card.profileImageUrl).toMatch(/^\/media\//);
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers each surface with the expected status and type', async () => {
    const seen: Record<string, string> = {};
    for (const [name, url] of Object.entries(surfaces)) {
      const response = await t.app.inject({ method: 'GET', url });
      seen[name] =
        `${response.statusCode} ${String(response.headers['content-type']).split(';')[0]}`;
    }
    expect(seen).toEqual({
      'app shell (home)': '200 text/html',
      'app shell (client route)': '200 text/html',
      'app shell (unknown page, 404)': '404 text/html',
      'public card page': '200 text/html',
      'public card page, not found': '404 text/html',
      'API JSON': '200 application/json',
      'API error': '404 application/json',
      'media file': '200 image/jpeg',
      'QR code (SVG)': '200 image/svg+xml',
      vCard: '200 text/vcard',
      'API viewer': '200 text/html',
    });
  });

  it('sends a CSP that allows no inline or evaluated script and no framing, on every surface', async () => {
    for (const [name, url] of Object.entries(surfaces)) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy']);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSrc, name).toBeDefined();
      expect(scriptSrc, name).not.toContain("'unsafe-inline'");
      expect(scriptSrc, name).not.toContain("'unsafe-eval'");
      expect(scriptSrc, name).not.toContain('*');
      expect(scriptSrc, name).not.toContain('data:');
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests'), name).toBe(false);
    }
  });

  it('sends nosniff, a referrer policy and no framing on every surface', async () => {
    for (const [name, url] of Object.entries(surfaces)) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options'], name).toBe('DENY');
      expect(response.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('adds HSTS (a year, subdomains) and upgrades requests only when PUBLIC_URL is https', async () => {
    const secureCard = await cardWithPhoto(secure);
    for (const [name, url] of Object.entries(surfacesOf(secureCard))) {
      const response = await secure.app.inject({ method: 'GET', url });
      const hsts = String(response.headers['strict-transport-security']);
      expect(hsts, name).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), name).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, name).toContain('includeSubDomains');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.has('upgrade-insecure-requests'), name).toBe(true);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
    }
  });

  it('serves HTML with no inline script and no inline event handler', async () => {
    const pages: Record<string, string[]> = {};
    for (const [name, url] of Object.entries(surfaces)) {
      const response = await t.app.inject({ method: 'GET', url });
      if (!String(response.headers['content-type']).startsWith('text/html')) continue;
      pages[name] = inlineScriptsIn(response.body);
    }
    expect(Object.keys(pages)).toHaveLength(6);
    expect(pages).toEqual(Object.fromEntries(Object.keys(pages).map((name) => [name, []])));
  });

  it('links the public page script by src and keeps its data block unable to close itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: surfaces['public card page'] ?? '' });
    expect(response.body).toContain('<script type="module" src="/assets/showcase-abc123.js">');
    // The bio holds a script tag: it is text in the page and escaped in the JSON-LD block.
    expect(response.body).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(response.body).toContain('\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e');
    expect(response.body).not.toContain('<script>window.__xss');
  });

  it('recognises what it must refuse', () => {
    expect(inlineScriptsIn('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScriptsIn('<script type="module">import "/a.js"</script>')).toHaveLength(1);
    expect(inlineScriptsIn('<script src="/a.js">alert(1)</script>')).toHaveLength(1);
    expect(inlineScriptsIn('<img src=x onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScriptsIn('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
    expect(inlineScriptsIn('<script type="application/ld+json">{}</script>')).toEqual([]);
    expect(inlineScriptsIn('<script type="module" src="/a.js"></script>')).toEqual([]);
  });
});

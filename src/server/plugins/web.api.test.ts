import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { createTestApp, type TestApp } from '../../../tests/support/api/test-app';

const SHELL =
  '<!doctype html><html lang="en"><head><title>CardVault</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body>' +
  '<div id="page-loader"><span class="page-loader__label">Loading CardVault…</span></div>' +
  '<div id="root"></div></body></html>';

/** A build manifest as Vite writes it: the entry, and each language's catalogue as a lazy chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', name: 'app', isEntry: true },
  ...Object.fromEntries(
    ['en', 'de', 'fr', 'es', 'ar', 'he', 'ja'].map((language) => [
      `../shared/i18n/messages/${language}.ts`,
      {
        file: `assets/${language}-abc123.js`,
        name: language,
        isDynamicEntry: true,
        // A chunk the catalogue imports is preloaded too; the entry, already linked, is not again.
        ...(language === 'ja' ? { imports: ['_kana-abc123.js', 'index.html'] } : {}),
      },
    ]),
  ),
  '_kana-abc123.js': { file: 'assets/kana-abc123.js', name: 'kana' },
};

/** The scripts an HTML page preloads (`<link rel="modulepreload">`), in order. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );

/** The `<html>` tag's lang and dir and the loader's words, as an HTML parser reads them. */
function shellLanguage(html: string) {
  const document = parseDocument(html);
  const root = findOne((node) => node.name === 'html', document.children);
  const label = findOne((node) => node.attribs.class === 'page-loader__label', document.children);
  return {
    lang: root?.attribs.lang,
    dir: root?.attribs.dir,
    loading: label ? textContent(label) : undefined,
  };
}

describe('serving the web client and media', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'cardvault-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), SHELL);
    await mkdir(path.join(webRoot, '.vite'));
    await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webRoot, 'assets', 'big-abc123.js'), 'x'.repeat(5000));
    await writeFile(
      path.join(webRoot, 'assets', 'big-abc123.js.br'),
      brotliCompressSync('x'.repeat(5000)),
    );
    await writeFile(path.join(webRoot, 'assets', 'big-abc123.js.gz'), gzipSync('x'.repeat(5000)));
    await writeFile(path.join(webRoot, 'assets', 'big-abc123.js.map'), '{"version":3}');
    await writeFile(path.join(webRoot, 'assets', 'app-abc123.css'), 'body{margin:0}');
    await writeFile(path.join(webRoot, 'assets', 'gone-abc123.js'), 'console.log("read once")');
    await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *');
    await writeFile(path.join(webRoot, '.env'), 'SECRET=1');
    t = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves hashed assets with long-lived immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('sends a precompressed asset to clients that accept it', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('x'.repeat(5000));
    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('x'.repeat(5000));
  });

  it('picks the encoding by the weights the client gives, and revalidates each copy by its own ETag', async () => {
    const url = '/assets/big-abc123.js';
    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('x'.repeat(5000));
    expect(gzip.headers.vary).toBe('accept-encoding');

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const plain = await t.app.inject({ method: 'GET', url });
    const tags = [gzip, br, plain].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);

    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another copy's tag does not validate this one.
    const other = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves scripts read at start-up, without going back to the disk', async () => {
    await rm(path.join(webRoot, 'assets', 'gone-abc123.js'));
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("read once")');
  });

  it('answers HEAD, stylesheets and source maps too', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-abc123.css' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(head.headers['content-length']).toBe(String('body{margin:0}'.length));
    expect(head.body).toBe('');
    const css = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.css?v=2' });
    expect(css.body).toBe('body{margin:0}');
    expect(css.headers.vary).toBeUndefined();
    const map = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe('{"version":3}');
  });

  it('serves other files of the build, and sends /index.html to the home page', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const index = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(301);
    expect(index.headers.location).toBe('/');
  });

  it('serves the home page shell without noindex and revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('noindex');
  });

  it('serves the shell in the browser’s language, or the one chosen from the menu, lang and dir set', async () => {
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect(shellLanguage(arabic.body)).toEqual({
      lang: 'ar',
      dir: 'rtl',
      loading: 'جارٍ تحميل CardVault…',
    });
    expect(arabic.headers.vary).toBe('accept-language, cookie');

    const chosen = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'ar', cookie: 'cv_lang=de' },
    });
    expect(shellLanguage(chosen.body)).toMatchObject({ lang: 'de', dir: 'ltr' });
    expect(chosen.body).toContain('<meta name="robots" content="noindex" />');

    const hebrew404 = await t.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { 'accept-language': 'he' },
    });
    expect(hebrew404.statusCode).toBe(404);
    expect(shellLanguage(hebrew404.body)).toMatchObject({ lang: 'he', dir: 'rtl' });
  });

  it('preloads the catalogue of the shell’s language beside the entry, and no other language’s', async () => {
    const german = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'cv_lang=de' },
    });
    expect(modulePreloads(german.body)).toEqual(['/assets/de-abc123.js']);
    // Right after the entry's script, so it is asked for as early as the entry's own chunks.
    expect(german.body).toContain(
      'src="/assets/index-abc123.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/de-abc123.js">',
    );

    const english = await t.app.inject({ method: 'GET', url: '/login' });
    expect(modulePreloads(english.body)).toEqual(['/assets/en-abc123.js']);

    const japanese = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ja' },
    });
    expect(modulePreloads(japanese.body)).toEqual([
      '/assets/ja-abc123.js',
      '/assets/kana-abc123.js',
    ]);
  });

  it('serves English for an unknown language, in the cookie or the header, never an error', async () => {
    for (const headers of [
      { cookie: 'cv_lang=tlh' },
      { 'accept-language': 'tlh, *;q=0.1' },
      { cookie: 'cv_lang="><script>' },
      {},
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode).toBe(200);
      expect(shellLanguage(response.body)).toEqual({
        lang: 'en',
        dir: 'ltr',
        loading: 'Loading CardVault…',
      });
    }
  });

  it('serves client routes with a noindex shell', async () => {
    for (const url of ['/about', '/login?next=/', '/admin/users', '/404']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(url === '/404' ? 404 : 200);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers unknown pages with the shell and status 404 so the client shows its 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('keeps JSON 404s for unknown API paths and missing files', async () => {
    for (const url of [
      '/api/nothing',
      '/assets/missing.js',
      '/media/none.png',
      // Files of the build that are not served by their own names.
      '/.env',
      '/assets/big-abc123.js.br',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('serves stored media immutably with its content type and never lists folders', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await t.app.storage.put('cards/abc/photo-1.png', png, 'image/png');
    const response = await t.app.inject({
      method: 'GET',
      url: t.app.storage.publicUrl('cards/abc/photo-1.png'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(png)).toBe(true);

    for (const url of ['/media/', '/media/cards/', '/media/cards/abc/']) {
      const listing = await t.app.inject({ method: 'GET', url });
      expect(listing.statusCode, url).toBe(404);
    }
    const traversal = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' });
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('serves an image from memory after the first read, revalidates it, and stops at once when it is deleted', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const key = 'cards/recent/photo-2.png';
    await t.app.storage.put(key, png, 'image/png');
    const url = t.app.storage.publicUrl(key);
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(second.headers.etag).toBe(first.headers.etag);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // A range is answered from disk by the static plugin.
    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(png.subarray(0, 4))).toBe(true);

    await t.app.storage.delete(key);
    const gone = await t.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps serving a recently read image for its time to live when another process removed it', async () => {
    const key = 'cards/recent/photo-3.png';
    await t.app.storage.put(key, Buffer.from('png bytes'), 'image/png');
    const url = t.app.storage.publicUrl(key);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // As another worker or instance would: the file goes, this process is not told.
    if (t.config.storage.driver !== 'local') throw new Error('this test reads the local folder');
    await rm(path.join(t.config.storage.uploadsDir, key));
    const fromMemory = await t.app.inject({ method: 'GET', url });
    expect(fromMemory.statusCode).toBe(200);
    expect(fromMemory.body).toBe('png bytes');
    expect(t.config.publicCardCacheMs).toBeGreaterThan(0);
  });

  it('never serves support attachments or unfinished uploads under /media/', async () => {
    const png = Buffer.from('not really an image');
    await t.app.storage.put('private/support/abc/a.png', png, 'image/png');
    for (const url of ['/media/private/support/abc/a.png', '/media/PRIVATE/support/abc/a.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.rawPayload.equals(png), url).toBe(false);
    }
  });

  it('refuses storage keys that could escape the uploads folder', async () => {
    await expect(t.app.storage.put('../evil.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Unsafe/,
    );
  });
});

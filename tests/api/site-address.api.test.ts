import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vCard from 'vcf';
import { loadConfig } from '../../src/server/config';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/cards';
import { decodeQr } from '../support/qr';
import { send, type Answer } from '../support/raw-http';
import { SmtpCapture } from '../support/smtp-capture';
import { grantSubscription } from '../support/subscriptions';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, latestMailedLink, uniqueEmail } from '../support/users';

/**
 * The site's address (docs/product.md#site-address): without PUBLIC_URL a page is same-origin
 * with the address its request was sent to, and its links and QR codes carry that address; with
 * PUBLIC_URL, that address and TRUSTED_ORIGINS are the rule. Mail links never take their host from
 * a request.
 */

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

/** A browser's POST from a page at `origin` to the server addressed as `host`. */
const browserPost = (origin: string, body: unknown) => ({
  method: 'POST',
  headers: {
    origin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'content-type': 'application/json',
  },
  body: JSON.stringify(body),
});

const signUpBody = () => ({
  email: uniqueEmail('address'),
  password: 'correct-horse',
  name: '',
  callbackURL: '/login',
});

const ogUrlOf = (html: string) =>
  /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');

/** The card page's URL (TYPE=CardVault) as an independent vCard parser reads it. */
const vcardUrlOf = (text: string) => {
  const property = new vCard().parse(text).get('url');
  const urls = Array.isArray(property) ? property : property ? [property] : [];
  // vcf's types do not declare the parameters it parses onto each property.
  const typeOf = (url: (typeof urls)[number]) =>
    String((url as unknown as { type?: unknown }).type ?? '').toLowerCase();
  return urls.find((url) => typeOf(url) === 'cardvault')?.valueOf();
};

describe('without PUBLIC_URL (the embedded default)', () => {
  let t: TestApp;
  let port: number;
  let cardId: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CARD_CACHE_SECONDS: '3600' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 2 });
    cardId = (await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS)).id;
  });
  afterAll(() => t.close());

  it('lets a page at any address it was sent to sign up, through our check and better-auth’s', async () => {
    for (const host of [`127.0.0.1:${port}`, `127.0.0.2:${port}`, `192.168.1.20:${port}`]) {
      const answer = await send(port, '/api/auth/sign-up/email', {
        host,
        ...browserPost(`http://${host}`, signUpBody()),
      });
      expect(answer.status, `${host}: ${answer.body.toString()}`).toBe(200);
    }
  });

  it('refuses a page at another address than the request was sent to, and says what to set', async () => {
    const answer = await send(port, '/api/auth/sign-up/email', {
      host: `127.0.0.1:${port}`,
      ...browserPost(`http://127.0.0.2:${port}`, signUpBody()),
    });
    expect(answer.status).toBe(403);
    const body = json(answer);
    expect(body.error).toBe('CROSS_SITE_REQUEST');
    expect(body.message).toMatch(/^Cross-site requests are not allowed\. /);
    expect(body.message).toContain(`http://127.0.0.2:${port}`);
    expect(body.message).toContain('PUBLIC_URL');
    expect(body.message).toContain('TRUSTED_ORIGINS');
  });

  it('refuses other sites as before, and a page over https to an http socket', async () => {
    for (const origin of ['https://evil.example', 'null', `https://127.0.0.1:${port}`]) {
      const answer = await send(port, '/api/support/request', {
        host: `127.0.0.1:${port}`,
        ...browserPost(origin, {}),
      });
      expect(answer.status, origin).toBe(403);
      expect(json(answer).error).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('mails the verification link at the loopback address, whatever Host the page used', async () => {
    const body = signUpBody();
    const answer = await send(port, '/api/auth/sign-up/email', {
      host: 'evil.example',
      ...browserPost('http://evil.example', body),
    });
    expect(answer.status).toBe(200);
    const link = await latestMailedLink(t.app, body.email);
    expect(new URL(link).origin).toBe(t.config.publicUrl);
    expect(t.config.publicUrl).toBe('http://localhost:3000');
  });

  it('puts the address the page was opened at into the page, the vCard and the QR code, each kept apart', async () => {
    // Twice each, so the second answer of each comes from the front door's memory.
    for (const round of [1, 2]) {
      for (const host of [`127.0.0.1:${port}`, `127.0.0.2:${port}`]) {
        const own = `http://${host}/showcase?id=${cardId}`;
        const page = await send(port, `/showcase?id=${cardId}`, { host });
        expect(page.status).toBe(200);
        expect(ogUrlOf(page.body.toString()), `round ${round}`).toBe(own);
        const vcard = await send(port, `/api/card/get-vcard?id=${cardId}`, { host });
        expect(vcardUrlOf(vcard.body.toString()), `round ${round}`).toBe(own);
        const png = await send(port, `/api/card/qr?id=${cardId}&format=png`, { host });
        // The code opens the page marked as a scan (docs/product.md#insights).
        expect((await decodeQr(png.body))?.text, `round ${round}`).toBe(`${own}&src=qr`);
        const svg = await send(port, `/api/card/qr?id=${cardId}&format=png`, { host });
        expect(svg.headers.etag).toBe(png.headers.etag);
      }
    }
    const first = await send(port, `/showcase?id=${cardId}`, { host: `127.0.0.1:${port}` });
    const second = await send(port, `/showcase?id=${cardId}`, {
      host: `127.0.0.2:${port}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    // Another address's ETag does not validate this address's page.
    expect(second.status).toBe(200);
  });

  it('never puts a Host that is not a valid host[:port] into a page, a vCard or a QR code', async () => {
    const hostile = [
      'evil.example"><script>alert(1)</script>',
      'evil.example/path',
      'a b',
      'evil.example:99999',
      'user@evil.example',
      '999.1.1.1',
      '[::1',
    ];
    for (const host of hostile) {
      const page = await send(port, `/showcase?id=${cardId}`, { host });
      const text = page.body.toString();
      expect(text).not.toContain('evil');
      expect(ogUrlOf(text)).toBe(`http://localhost:3000/showcase?id=${cardId}`);
      const png = await send(port, `/api/card/qr?id=${cardId}&format=png`, { host });
      expect((await decodeQr(png.body))?.text).toBe(
        `http://localhost:3000/showcase?id=${cardId}&src=qr`,
      );
      const vcard = await send(port, `/api/card/get-vcard?id=${cardId}`, { host });
      expect(vcardUrlOf(vcard.body.toString())).toBe(`http://localhost:3000/showcase?id=${cardId}`);
    }
  });
});

describe('with PUBLIC_URL (and real SMTP)', () => {
  const PUBLIC_URL = 'https://cards.example.com';
  const smtp = new SmtpCapture();
  let t: TestApp;
  let trusted: TestApp;
  let port: number;
  let trustedPort: number;
  let cardId: string;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      JOBS_ENABLED: 'true',
      PUBLIC_CARD_CACHE_SECONDS: '3600',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const owner = await createUser(t.app);
    await grantSubscription(t.database.db, owner.id, { cards: 2 });
    cardId = (await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS)).id;
    trusted = await createTestApp({
      PUBLIC_URL,
      TRUSTED_ORIGINS: 'http://127.0.0.2:8080, https://www.cards.example.com/',
    });
    await trusted.app.listen({ host: '127.0.0.1', port: 0 });
    trustedPort = (trusted.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await trusted.close();
    await smtp.stop();
  });

  it('accepts pages at PUBLIC_URL and refuses the address the request was sent to, naming what to set', async () => {
    const ok = await send(port, '/api/auth/sign-up/email', {
      host: 'cards.example.com',
      ...browserPost(PUBLIC_URL, signUpBody()),
    });
    expect(ok.status, ok.body.toString()).toBe(200);
    const refused = await send(port, '/api/auth/sign-up/email', {
      host: `127.0.0.2:${port}`,
      ...browserPost(`http://127.0.0.2:${port}`, signUpBody()),
    });
    expect(refused.status).toBe(403);
    expect(json(refused)).toEqual({
      error: 'CROSS_SITE_REQUEST',
      message: `Cross-site requests are not allowed. This page (http://127.0.0.2:${port}) is not at PUBLIC_URL (${PUBLIC_URL}): open ${PUBLIC_URL}, or add http://127.0.0.2:${port} to TRUSTED_ORIGINS.`,
    });
  });

  it('accepts every TRUSTED_ORIGINS origin, in our check and better-auth’s', async () => {
    for (const origin of ['http://127.0.0.2:8080', 'https://www.cards.example.com']) {
      const answer = await send(trustedPort, '/api/auth/sign-up/email', {
        host: 'cards.example.com',
        ...browserPost(origin, signUpBody()),
      });
      expect(answer.status, `${origin}: ${answer.body.toString()}`).toBe(200);
    }
  });

  it('ignores Host: pages, vCards and QR codes carry PUBLIC_URL', async () => {
    const own = `${PUBLIC_URL}/showcase?id=${cardId}`;
    for (const host of [`127.0.0.2:${port}`, 'evil.example']) {
      const page = await send(port, `/showcase?id=${cardId}`, { host });
      expect(ogUrlOf(page.body.toString())).toBe(own);
      expect(page.body.toString()).not.toContain('evil');
      const png = await send(port, `/api/card/qr?id=${cardId}&format=png`, { host });
      expect((await decodeQr(png.body))?.text).toBe(`${own}&src=qr`);
      const vcard = await send(port, `/api/card/get-vcard?id=${cardId}`, { host });
      expect(vcardUrlOf(vcard.body.toString())).toBe(own);
    }
  });

  it('mails reset links at PUBLIC_URL even when the request names another host', async () => {
    const user = await createUser(t.app);
    const answer = await send(port, '/api/auth/request-password-reset', {
      host: 'evil.example',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
    });
    expect(answer.status, answer.body.toString()).toBe(200);
    const mail = await smtp.waitFor(
      (message) => message.to.includes(user.email) && /reset/i.test(message.subject),
    );
    const links = [...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(PUBLIC_URL);
    expect(mail.html).not.toContain('evil');
  });
});

describe('start-up', () => {
  it('refuses real SMTP without PUBLIC_URL, saying why', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
      /PUBLIC_URL: required with SMTP_URL, so that links in mail point at your site/,
    );
  });

  it('refuses TRUSTED_ORIGINS that are not origins', () => {
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'cards.example.com' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://a.example/path' })).toThrow(
      /TRUSTED_ORIGINS/,
    );
  });
});

describe('the way back from checkout', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('returns the browser to the address it started the trial at', async () => {
    const user = await createUser(t.app);
    const host = `127.0.0.2:${port}`;
    const post = (path: string, body: unknown) => {
      const request = browserPost(`http://${host}`, body);
      return send(port, path, {
        host,
        ...request,
        headers: { ...request.headers, cookie: user.cookie },
      });
    };
    const started = await post('/api/payments/create-checkout-session', { card_quantity: 1 });
    expect(started.status, started.body.toString()).toBe(200);
    const id = new URL(String(json(started).url), `http://${host}`).searchParams.get('session');
    const paid = await post(`/api/billing/local/checkout/${id}/complete`, { outcome: 'pay' });
    expect(json(paid)).toEqual({ url: `http://${host}/payment-success` });
  });
});

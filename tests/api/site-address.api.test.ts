import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vCard from 'vcf';
import { loadConfig } from '../../src/server/config';
import { mailAddressWarning } from '../../src/server/lib/addresses-to-open';
import { createCardAs, SAMPLE_CARD_FIELDS } from '../support/api/cards';
import { drawingsOf } from '../support/api/drawings';
import { decodeQr } from '../support/shared/qr';
import { multipart } from '../support/shared/multipart';
import { send, type Answer } from '../support/api/raw-http';
import { SmtpCapture, type CapturedMail } from '../support/fakes/smtp-capture';
import { LogCapture } from '../support/api/log-capture';
import { grantSubscription } from '../support/shared/grants';
import { createTestApp, type TestApp } from '../support/api/test-app';
import { createUser, latestMailedLink, uniqueEmail } from '../support/api/users';

/**
 * The site's address (docs/product.md#site-address): without PUBLIC_URL a page is same-origin
 * with the address its request was sent to, and its links, QR codes and mailed links carry that
 * address (mail only when it names this server as the connection reached it); with PUBLIC_URL,
 * that address and TRUSTED_ORIGINS are the rule.
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
  const log = new LogCapture();
  let t: TestApp;
  let port: number;
  let cardId: string;

  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_CARD_CACHE_SECONDS: '3600', LOG_LEVEL: 'warn' },
      { logStream: log },
    );
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

  it('refuses a page at another address than the request was sent to: the page reads what to do, the log what to set', async () => {
    const seen = log.lines.length;
    const answer = await send(port, '/api/auth/sign-up/email', {
      host: `127.0.0.1:${port}`,
      ...browserPost(`http://127.0.0.2:${port}`, signUpBody()),
    });
    expect(answer.status).toBe(403);
    const body = json(answer);
    expect(body).toEqual({
      error: 'CROSS_SITE_REQUEST',
      message: `Cross-site requests are not allowed. This page (http://127.0.0.2:${port}) is not at the address the request was sent to: open the site at the address you were given, and if this is it, tell the site's administrator.`,
    });
    // Whoever uses the page reads no setting; the operator reads them in the log.
    expect(body.message).not.toMatch(/PUBLIC_URL|TRUSTED_ORIGINS|\.env|docs\//);
    const warning = log.lines
      .slice(seen)
      .find((line) => line.includes('cross-site request refused'));
    expect(warning).toContain('set PUBLIC_URL to the address people open');
    expect(warning).toContain(`add http://127.0.0.2:${port} to TRUSTED_ORIGINS`);
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

  it('mails the verification link at the loopback address when Host does not name this server', async () => {
    // evil.example is anyone's to write; 127.0.0.2 and 192.168.1.20 pass the page's check, but
    // this connection reached the server at 127.0.0.1.
    for (const host of ['evil.example', `127.0.0.2:${port}`, `192.168.1.20:${port}`]) {
      const body = signUpBody();
      const answer = await send(port, '/api/auth/sign-up/email', {
        host,
        ...browserPost(`http://${host}`, body),
      });
      expect(answer.status).toBe(200);
      const link = await latestMailedLink(t.app, body.email);
      expect(new URL(link).origin, host).toBe(t.config.publicUrl);
    }
    expect(t.config.publicUrl).toBe('http://localhost:3000');
  });

  it('tells the browser whether its address reaches beyond this machine or network', async () => {
    const cases = [
      [`127.0.0.1:${port}`, 'device'],
      [`localhost:${port}`, 'device'],
      [`192.168.1.20:${port}`, 'network'],
      [`10.0.0.7:${port}`, 'network'],
      [`100.64.1.2:${port}`, 'network'],
      [`[fd00::20]:${port}`, 'network'],
      [`mypc.local:${port}`, 'network'],
      [`mypc:${port}`, 'network'],
      ['cards.example.com', null],
      [`203.0.114.9:${port}`, null],
    ] as const;
    for (const [host, localTo] of cases) {
      const answer = await send(port, '/public-config.json', { host });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(json(answer), host).toMatchObject({
        SITE_ORIGIN: `http://${host}`,
        SITE_LOCAL_TO: localTo,
      });
    }
  });

  it('puts the address the page was opened at into the page, the vCard and the QR code, each kept apart', async () => {
    // Twice each, so the second answer of each comes from the cached-response server's memory. Both are
    // addresses of this machine, where QR codes are drawn (the next test).
    for (const round of [1, 2]) {
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
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
      host: `localhost:${port}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    // Another address's ETag does not validate this address's page.
    expect(second.status).toBe(200);
  });

  it('draws QR codes only for addresses the site answers at: 100 made-up hosts cost no drawing', async () => {
    const own = (host: string) => `http://${host}/showcase?id=${cardId}&src=qr`;
    // The site's own address (what a made-up host is given instead) drawn once beforehand.
    await send(port, `/api/card/qr?id=${cardId}&format=png`, { host: '[' });
    const before = await drawingsOf(t.app, 'qr');
    // Each different image once: decoding them all would be most of this test's time.
    const images = new Map<string, Buffer>();
    for (let i = 0; i < 100; i += 1) {
      const host = `made-up-${i}.example:${port}`;
      const png = await send(port, `/api/card/qr?id=${cardId}&format=png`, { host });
      expect(png.status).toBe(200);
      images.set(png.body.toString('base64'), png.body);
      if (i % 10 === 0) {
        // Its page still names it (docs/product.md#site-address), but its code is the site's own.
        const page = await send(port, `/showcase?id=${cardId}`, { host });
        expect(ogUrlOf(page.body.toString())).toBe(`http://${host}/showcase?id=${cardId}`);
      }
    }
    expect(await drawingsOf(t.app, 'qr')).toBe(before);
    const codes = await Promise.all([...images.values()].map(async (png) => decodeQr(png)));
    expect(codes.map((code) => code?.text)).toEqual([own('localhost:3000')]);

    // An address a signed-in user has used (a name of this machine on the network, say) is one
    // the site answers at: drawn for them, then for every visitor there.
    const named = `cards.home.example:${port}`;
    const { cookie } = await createUser(t.app);
    const account = await send(port, '/api/user/get-user', {
      host: named,
      ...browserPost(`http://${named}`, {}),
      headers: { ...browserPost(`http://${named}`, {}).headers, cookie },
    });
    expect(account.status, account.body.toString()).toBeLessThan(500);
    const drawn = await send(port, `/api/card/qr?id=${cardId}&format=png`, { host: named });
    expect((await decodeQr(drawn.body))?.text).toBe(own(named));
    expect(await drawingsOf(t.app, 'qr')).toBe(before + 1);
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

describe('mailed links without PUBLIC_URL (real SMTP, the server listening on 127.0.0.2)', () => {
  // 127.0.0.2 stands in for the machine's network address, where a phone on the network opens it.
  const ADDRESS = '127.0.0.2';
  const smtp = new SmtpCapture();
  let t: TestApp;
  let port: number;
  let site: string;

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_ENABLED: 'true' });
    await t.app.listen({ host: ADDRESS, port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    site = `http://${ADDRESS}:${port}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A request at the site's address, as the phone's browser sends it. */
  const at = (path: string, options: Omit<Parameters<typeof send>[2], 'host' | 'address'> = {}) =>
    send(port, path, { ...options, host: `${ADDRESS}:${port}`, address: ADDRESS });
  const postAt = (path: string, body: unknown, cookie?: string) => {
    const request = browserPost(site, body);
    return at(path, { ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
  };

  /** Every link of a mail as mailparser reads it, from its text and from its HTML part. */
  const linksOf = (mail: CapturedMail) => {
    const links = [
      ...[...mail.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]),
      ...[...mail.html.matchAll(/href="([^"]+)"/g)].map(
        (match) => match[1]?.replaceAll('&amp;', '&') ?? '',
      ),
    ];
    expect(links.length, mail.subject).toBeGreaterThan(0);
    return links;
  };
  /** The mail's first link, after checking that each of its links names the site's address. */
  const linkAtSite = (mail: CapturedMail) => {
    const links = linksOf(mail);
    for (const link of links) expect(new URL(link).origin, `${mail.subject}: ${link}`).toBe(site);
    return links[0] ?? '';
  };
  const mailTo = (email: string, subject: RegExp) =>
    smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));
  const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
  const signIn = (email: string, password: string) =>
    postAt('/api/auth/sign-in/email', { email, password });

  it('mails the verification link at that address, and opened there it verifies', async () => {
    const body = signUpBody();
    expect((await postAt('/api/auth/sign-up/email', body)).status).toBe(200);
    expect((await signIn(body.email, body.password)).status).toBe(403);
    const link = linkAtSite(await mailTo(body.email, /verify/i));
    // Opened from the mail program: the browser arrives with no Origin and no session.
    const opened = await at(pathOf(link));
    expect(opened.status, opened.body.toString()).toBe(302);
    expect(new URL(String(opened.headers.location), site).origin).toBe(site);
    expect((await signIn(body.email, body.password)).status).toBe(200);

    // Signing up again with the address: the mail that says so links to the sign-in page there.
    expect((await postAt('/api/auth/sign-up/email', body)).status).toBe(200);
    expect(linkAtSite(await mailTo(body.email, /already have/i))).toBe(`${site}/login`);
  });

  it('mails reset links at that address, which reset the password there', async () => {
    const user = await createUser(t.app);
    const asks = [
      ['/api/auth/request-password-reset', { email: user.email, redirectTo: '/login?mode=reset' }],
      ['/api/support/send-password-reset-email', { email: user.email }],
    ] as const;
    for (const [index, [path, body]] of asks.entries()) {
      smtp.messages.length = 0;
      const asked = await postAt(path, body);
      expect(asked.status, asked.body.toString()).toBe(200);
      const link = linkAtSite(await mailTo(user.email, /reset/i));
      const opened = await at(pathOf(link));
      expect(opened.status).toBe(302);
      // The way on to the page that takes the new password stays at the address.
      const next = new URL(String(opened.headers.location), site);
      expect(next.origin).toBe(site);
      expect(next.pathname).toBe('/login');
      const token = next.searchParams.get('token') ?? '';
      const password = `new-password-${index}`;
      const reset = await postAt('/api/auth/reset-password', { newPassword: password, token });
      expect(reset.status, reset.body.toString()).toBe(200);
      expect((await signIn(user.email, password)).status).toBe(200);
    }
  });

  it('mails the verification link again at that address', async () => {
    const body = signUpBody();
    expect((await postAt('/api/auth/sign-up/email', body)).status).toBe(200);
    await mailTo(body.email, /verify/i);
    smtp.messages.length = 0;
    const asked = await postAt('/api/support/send-verification-email', { email: body.email });
    expect(asked.status).toBe(200);
    const link = linkAtSite(await mailTo(body.email, /verify/i));
    expect((await at(pathOf(link))).status).toBe(302);
    expect((await signIn(body.email, body.password)).status).toBe(200);
  });

  it('mails a visitor’s support confirmation at that address, which delivers the request there', async () => {
    const email = uniqueEmail('visitor');
    const form = multipart({
      email,
      subject: 'Support',
      body: 'Sent from a phone on the network.',
    });
    const request = browserPost(site, {});
    const sent = await at('/api/support/request', {
      method: 'POST',
      headers: { ...request.headers, ...form.headers },
      body: form.payload,
    });
    expect(sent.status, sent.body.toString()).toBe(200);
    const link = linkAtSite(await mailTo(email, /confirm/i));
    const opened = await at(pathOf(link));
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/support?request_sent=true');
  });

  it('links a started trial’s mail and a lead’s mails to that address', async () => {
    const owner = await createUser(t.app);
    const started = await postAt(
      '/api/payments/create-checkout-session',
      { card_quantity: 2 },
      owner.cookie,
    );
    expect(started.status, started.body.toString()).toBe(200);
    const id = new URL(String(json(started).url), site).searchParams.get('session');
    const paid = await postAt(
      `/api/billing/local/checkout/${id}/complete`,
      { outcome: 'pay' },
      owner.cookie,
    );
    expect(paid.status, paid.body.toString()).toBe(200);
    expect(linkAtSite(await mailTo(owner.email, /trial has started/i))).toBe(
      `${site}/subscription`,
    );

    const card = await createCardAs(t.app, owner.cookie, SAMPLE_CARD_FIELDS);
    const visitor = uniqueEmail('lead');
    const lead = await postAt('/api/leads/submit', {
      cardId: card.id,
      name: 'Vera Visitor',
      email: visitor,
      consent: true,
      sendCopy: true,
      elapsedMs: 6_000,
    });
    expect(lead.status, lead.body.toString()).toBe(201);
    expect(linkAtSite(await mailTo(owner.email, /^New lead/))).toBe(`${site}/leads`);
    // The visitor's copy waits for their confirmation, through a link at that address too.
    const confirm = new URL(linkAtSite(await mailTo(visitor, /^Confirm your address/)));
    expect(`${confirm.origin}${confirm.pathname}`).toBe(`${site}/card-copy`);
    const copied = await postAt('/api/leads/copy', {
      token: confirm.searchParams.get('token'),
    });
    expect(copied.status, copied.body.toString()).toBe(200);
    expect(linkAtSite(await mailTo(visitor, /^The contact card of/))).toBe(
      `${site}/showcase?id=${card.id}`,
    );
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
      message: `Cross-site requests are not allowed. This page (http://127.0.0.2:${port}) is not at this site's address: open ${PUBLIC_URL} instead.`,
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

  it('never says its address is local: PUBLIC_URL is the administrator’s choice', async () => {
    for (const host of [`127.0.0.2:${port}`, `192.168.1.20:${port}`, 'cards.example.com']) {
      const answer = await send(port, '/public-config.json', { host });
      expect(json(answer), host).toMatchObject({ SITE_ORIGIN: PUBLIC_URL, SITE_LOCAL_TO: null });
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
  it('accepts real SMTP without PUBLIC_URL, and warns that mail without a request links to loopback', () => {
    const warning = mailAddressWarning(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }));
    expect(warning).toMatch(/^SMTP_URL is set without PUBLIC_URL: /);
    expect(warning).toContain('links to http://localhost:3000');
    const fixed = {
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://cards.example.com',
    };
    expect(mailAddressWarning(loadConfig(fixed))).toBeUndefined();
    expect(mailAddressWarning(loadConfig({}))).toBeUndefined();
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
    expect(json(paid)).toEqual({ url: `http://${host}/payment-success?outcome=trial_started` });
  });
});

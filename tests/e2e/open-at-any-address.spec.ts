import { networkInterfaces } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import vCard from 'vcf';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { startEmbeddedServer, type EmbeddedServer } from '../support/e2e/embedded-server';
import { uniqueEmail } from '../support/e2e/fixtures';
import { createAccountOverHttp } from '../support/shared/accounts-over-http';
import { firstLinkIn } from '../support/shared/mail-links';
import { decodeQr } from '../support/shared/qr';
import { PHONE, VIEWPORTS } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

/**
 * The app started with nothing configured, opened at 127.0.0.1 and at 127.0.0.2 (which stands in
 * for the machine's network address, where a phone on the same network opens it):
 * docs/product.md#site-address. Sign-up, sign-in and support work from either address, the
 * verification mail links to the address sign-up happened at, the card page opened at each
 * carries that address in its QR code, vCard and link preview, and the share page warns that what
 * it makes at a loopback address only works on this computer.
 */

test.describe.configure({ mode: 'serial' });

const ADDRESSES = ['127.0.0.1', '127.0.0.2'] as const;
const PASSWORD = 'correct-horse-1';
let server: EmbeddedServer;
let cardId: string;
/** The owner's session cookie (`name=value; …`), made at 127.0.0.1, and address. */
let ownerCookie: string;
let ownerEmail: string;

/** Waits until the page loader lets clicks through (tests/support/e2e/pages.ts, for any origin). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#page-loader:not(.is-hidden)')).toHaveCount(0);
}

/** An owner with a card, made over HTTP at 127.0.0.1 (the subscription granted by the CLI). */
async function ownerWithCard(): Promise<{ id: string; cookie: string; email: string }> {
  const site = `http://127.0.0.1:${server.port}`;
  const email = uniqueEmail('owner');
  const { cookie } = await createAccountOverHttp(site, {
    email,
    password: PASSWORD,
    fullName: 'Grace Hopper',
    mailedLink: async (to) => firstLinkIn((await server.waitForMail(to, /verify/i)).text ?? ''),
  });
  const granted = await server.cli('subscription', 'grant', email, '2');
  expect(granted.code, granted.err).toBe(0);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    fullName: 'Grace Hopper',
    jobTitle: 'Rear Admiral',
    email: 'grace@example.com',
    phone: '0412 345 678',
    location: 'Arlington',
  }))
    form.append(name, value);
  const created = await fetch(`${site}/api/card/create-card`, {
    method: 'POST',
    headers: { origin: site, cookie },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, cookie, email };
}

test.beforeAll(async () => {
  // The server's own start-up guard is 180 s (tests/support/e2e/embedded-server.ts).
  test.setTimeout(240_000);
  server = await startEmbeddedServer();
  ({ id: cardId, cookie: ownerCookie, email: ownerEmail } = await ownerWithCard());
});
test.afterAll(async () => {
  await server?.stop();
});

test('the start-up log names the addresses to open and what PUBLIC_URL does', () => {
  const output = server.output();
  expect(output).toContain(`is ready at http://localhost:${server.port}`);
  expect(output).toContain('set PUBLIC_URL to fix the address for production');
  const network = Object.values(networkInterfaces())
    .flat()
    .filter((item) => item && !item.internal && item.family === 'IPv4');
  for (const item of network) expect(output).toContain(`http://${item?.address}:${server.port}`);
  // Mail is not sent: the log says where to read it, with the mailbox's token.
  expect(server.mailboxAddress()).toMatch(
    new RegExp(`^http://localhost:${server.port}/dev/mailbox\\?token=[\\w-]{43}$`),
  );
});

test('the sign-up, verification and reset screens say where the mail is', async ({ page }) => {
  test.setTimeout(90_000);
  const site = `http://127.0.0.2:${server.port}`;
  const note = page.getByTestId('local-mailbox-note');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, `${site}/login?mode=signup`);
    await expect(note).toContainText('open the mailbox address the server printed');
    await expect(page.getByText('This server does not send email')).toBeVisible();
    if (viewport === PHONE) await expectNoSeriousA11yViolations(page);
    await shot(page, `local-mailbox-sign-up-${viewport.width}.png`, { fullPage: true });

    await open(page, `${site}/login?mode=forgot`);
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await expect(note).toContainText('/dev/mailbox?token=');
    await shot(page, `local-mailbox-reset-${viewport.width}.png`, { fullPage: true });

    await open(page, `${site}/email-verification?email=someone%40example.com`);
    await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
    await expect(note).toBeVisible();
    if (viewport === PHONE) await expectNoSeriousA11yViolations(page);
    await shot(page, `local-mailbox-verification-${viewport.width}.png`, { fullPage: true });
  }
});

for (const address of ADDRESSES) {
  test(`signs up, signs in and asks for support at ${address}`, async ({ page }) => {
    test.setTimeout(90_000);
    const site = `http://${address}:${server.port}`;
    const email = uniqueEmail('any-address');

    await open(page, `${site}/login`);
    await page.getByRole('button', { name: 'Create one' }).click();
    // Sign-up opens at its own address: fill the form it shows there, not the one it replaced.
    await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    await expect(async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Sign-up hashes the password with the standard work factor: slower on a busy machine.
    await expect(page.getByText('Verification email sent successfully!')).toBeVisible({
      timeout: 30_000,
    });

    // The link names the address sign-up happened at (the server's own, as the connection
    // reached it), so the phone that signed up opens it.
    const mail = await server.waitForMail(email, /verify/i);
    const link = firstLinkIn(mail.text ?? '');
    expect(new URL(link).origin).toBe(site);
    // Followed from the mail program (another browser): verified, then signed in here.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);

    await open(page, `${site}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page.getByText('Profile completed successfully!')).toBeVisible();

    await open(page, `${site}/support`);
    await page.getByLabel('Subject').selectOption('Bug Report');
    await page.getByLabel('Message').fill(`Sent from ${address}.`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.locator('[data-sonner-toaster]').getByText('Support request submitted', { exact: true }),
    ).toBeVisible();
  });

  test(`the card opened at ${address} carries that address in its QR code, vCard and preview`, async ({
    page,
  }) => {
    // Two widths, each with its QR code decoded twice and an axe check on the phone.
    test.setTimeout(90_000);
    const site = `http://${address}:${server.port}`;
    const own = `${site}/showcase?id=${cardId}`;
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await open(page, own);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', own);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', own);

      // The QR code as the page shows it, read by an independent decoder.
      const qr = page.getByRole('img', { name: /QR code for/ });
      await qr.scrollIntoViewIfNeeded();
      await expect(qr).toHaveJSProperty('complete', true);
      const shown = await decodeQr(await qr.screenshot());
      expect(shown?.text).toBe(`${own}&src=qr`);
      // And as the page's PNG address serves it.
      const src = await qr.getAttribute('src');
      const png = await page.request.get(
        new URL(String(src).replace('format=svg', 'format=png'), page.url()).href,
      );
      expect((await decodeQr(await png.body()))?.text).toBe(`${own}&src=qr`);

      const vcardHref = await page
        .getByRole('link', { name: 'Save contact' })
        .first()
        .getAttribute('href');
      const vcardText = await (
        await page.request.get(new URL(String(vcardHref), page.url()).href)
      ).text();
      const urls = new vCard().parse(vcardText).get('url');
      const list = Array.isArray(urls) ? urls : urls ? [urls] : [];
      expect(list.map((url) => url.valueOf())).toContain(own);

      if (viewport === PHONE) await expectNoSeriousA11yViolations(page);
      await shot(page, `card-at-${address}-${viewport.width}.png`);
    }
  });
}

test('the share page warns, before a PDF is made, that a loopback address only works here', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const site = `http://127.0.0.1:${server.port}`;
  await page.context().addCookies(
    ownerCookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return { name, value, url: site };
    }),
  );
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, `${site}/share?id=${cardId}`);
    const banner = page.getByText('This site’s address only works on this computer');
    await expect(banner).toBeVisible();
    await expect(
      page.getByText(`This site is open at ${site}, which only this computer`),
    ).toBeVisible();

    const section = page.getByRole('region', { name: 'Printed cards' });
    const warning = section.getByText('Only works on this computer');
    const download = section.getByRole('button', { name: 'Download PDF' });
    await expect(warning).toBeVisible();
    await expect(section).toContainText(
      `Cards printed from this PDF will open your card at ${site}, which only this computer can reach. Ask the site’s administrator for a public address.`,
    );
    // Read out with the button, and placed before it.
    await expect(download).toHaveAccessibleDescription(
      /Cards printed from this PDF will open your card at/,
    );
    const before = await warning.evaluate(
      (node, button) =>
        Boolean(node.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await download.elementHandle(),
    );
    expect(before).toBe(true);
    // Every other section that makes something says so too (the wallet section makes no pass
    // here: this server has no wallet keys).
    for (const name of ['E-mail signature', 'Video-call background', 'QR code', 'NFC tag']) {
      await expect(
        page.getByRole('region', { name }).getByText('Only works on this computer'),
      ).toBeVisible();
    }
    // No wallet keys here: the owner reads a plain sentence, nothing about keys or set-up files.
    const wallet = page.getByRole('region', { name: 'Wallet passes' });
    await expect(wallet).toContainText('Wallet passes are not available on this site yet.');
    await expect(wallet).not.toContainText(/\.env|docs\/|variable|keys|administrator/i);
    await expect(wallet.getByRole('link')).toHaveCount(0);
    await shot(wallet, `share-wallet-owner-${viewport.width}.png`);
    if (viewport === PHONE) await expectNoSeriousA11yViolations(page);
    await shot(page, `share-local-address-${viewport.width}.png`, { fullPage: true });
    await shot(page.locator('#local-address'), `share-local-address-banner-${viewport.width}.png`);
    await section.scrollIntoViewIfNeeded();
    await shot(section, `share-local-address-print-${viewport.width}.png`);

    // A warning, not a block: the PDF is made.
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  }
  // "What this means" leads to the banner.
  await page
    .getByRole('region', { name: 'Printed cards' })
    .getByRole('link', { name: 'What this means' })
    .click();
  await expect(page).toHaveURL(/#local-address$/);

  // An administrator is also told what to set.
  const adminText = page.getByText(/You are an administrator: set PUBLIC_URL/);
  await expect(adminText).toHaveCount(0);
  const granted = await server.cli('admin', 'grant', ownerEmail);
  expect(granted.code, granted.err).toBe(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await open(page, `${site}/share?id=${cardId}`);
    await expect(adminText).toBeVisible();
    await shot(page.locator('#local-address'), `share-local-address-admin-${viewport.width}.png`);
    // An admin is pointed at the console for the wallet keys, and finds them listed there.
    const wallet = page.getByRole('region', { name: 'Wallet passes' });
    await expect(wallet).toContainText('Wallet passes are not available on this site yet.');
    await expect(wallet).toContainText('in the admin console says which keys to set');
    await shot(wallet, `share-wallet-admin-${viewport.width}.png`);
    await wallet.getByRole('link', { name: 'Site set-up' }).click();
    await expect(page).toHaveURL(`${site}/admin/setup`);
    const apple = page.getByRole('article', { name: 'Apple Wallet passes' });
    await expect(apple).toContainText('Not set up');
    await expect(apple).toContainText('APPLE_PASS_CERT');
    await expect(page.getByRole('article', { name: 'Mail' })).toContainText('Built-in default');
    await expect(
      page
        .getByRole('article', { name: 'Mail' })
        .getByRole('link', { name: 'Open the local mailbox' }),
    ).toHaveAttribute('href', '/dev/mailbox');
    if (viewport === PHONE) await expectNoSeriousA11yViolations(page);
    await shot(page, `site-setup-embedded-${viewport.width}.png`, { fullPage: true });
  }
});

test('on a plain-http address a verification link verifies but does not sign in; the page asks to sign in', async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  // A name that is not loopback (mapped to 127.0.0.1 inside the browser): a plain-http origin
  // there is not a secure one, so Chromium sends no Sec-Fetch-Site, as on a server opened at its
  // network address. Another site's link would look the same, so the link does not sign in.
  const site = `http://cards.test:${server.port}`;
  const { launchOptions } = test.info().project.use;
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), '--host-resolver-rules=MAP cards.test 127.0.0.1'],
  });
  try {
    for (const viewport of VIEWPORTS) {
      const email = uniqueEmail('plain-http');
      const signUp = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${server.port}` },
        body: JSON.stringify({ email, password: PASSWORD, name: '', callbackURL: '/login' }),
      });
      expect(signUp.status).toBe(200);
      const link = new URL(firstLinkIn((await server.waitForMail(email, /verify/i)).text ?? ''));

      const page = await browser.newPage({ viewport });
      const headers: Record<string, string>[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/verify-email')) headers.push(request.headers());
      });
      await open(page, `${site}${link.pathname}${link.search}`);
      expect(headers[0]?.['sec-fetch-site']).toBeUndefined();
      await expect(page).toHaveURL(`${site}/login`);
      await expect(page.getByText('Your email address is verified. Please sign in.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
      // Asked from the page itself: only the browser knows where cards.test is.
      const session = await page.evaluate(() =>
        fetch('/api/auth/get-session').then((response) => response.json() as Promise<unknown>),
      );
      expect(session).toBeNull();
      if (viewport === PHONE) await expectNoSeriousA11yViolations(page);
      await shot(page, `plain-http-verified-${viewport.width}.png`);

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(`${site}/complete-profile`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
});

test('the mailbox shows each mail’s HTML part in a sandbox and fits a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const site = `http://127.0.0.2:${server.port}`;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  // Nothing without the token, from this machine too.
  expect((await page.goto(`${site}/dev/mailbox`))?.status()).toBe(404);
  // The printed address, opened at this address: its token becomes a cookie and leaves the URL.
  const printed = new URL(server.mailboxAddress());
  await page.goto(`${site}${printed.pathname}${printed.search}`);
  await expect(page).toHaveURL(`${site}/dev/mailbox`);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${site}/dev/mailbox`);
    await expect(page.getByRole('heading', { name: 'Local mailbox' })).toBeVisible();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `mailbox-${viewport.width}.png`);

    await page
      .getByRole('link', { name: /verify/i })
      .first()
      .click();
    const frame = page.locator('iframe');
    // Sandboxed, scripts off; its links may only open in a tab of their own.
    await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    // The HTML part itself, rendered: its button is there, inside the frame.
    await expect(
      page
        .frameLocator('iframe')
        .getByRole('link', { name: /verify/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plain text' })).toBeVisible();
    expect(await fits()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `mailbox-message-${viewport.width}.png`, { fullPage: true });
  }
  expect(refused).toEqual([]);

  // The button of a mail's HTML part opens its page in a new tab, as a mail program would, instead
  // of a frame the app's own policy refuses to be shown in.
  const email = uniqueEmail('mailbox-link');
  const signUp = await fetch(`${site}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ email, password: PASSWORD, name: '', callbackURL: '/login' }),
  });
  expect(signUp.status).toBe(200);
  const link = firstLinkIn((await server.waitForMail(email, /verify/i)).text ?? '');
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${site}/dev/mailbox`);
    await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
    await shot(page, `mailbox-message-link-${viewport.width}.png`);
  }
  const button = page
    .frameLocator('iframe')
    .getByRole('link', { name: /verify/i })
    .first();
  await expect(button).toHaveAttribute('href', link);
  const [opened] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  await opened.waitForLoadState();
  // The link was followed: the address is verified, and the new tab asks to sign in (it was
  // opened by the sandboxed frame, another origin, so it does not sign in by itself).
  await expect(opened).toHaveURL(`${site}/login`);
  await expect(opened.getByText('Your email address is verified. Please sign in.')).toBeVisible();
  await expect(opened.locator('#page-loader')).toHaveCount(0);
  await shot(opened, 'mailbox-link-opened.png');
  // The mailbox itself stays where it was.
  await expect(page).toHaveURL(/\/dev\/mailbox\/[\w-]+$/);
  await opened.close();
});

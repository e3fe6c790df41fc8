/**
 * What the Playwright runner starts: a real SMTP listener, a real OpenID provider, a DNS server,
 * a fresh PostgreSQL database, the built app on a fresh data folder using them, and a small
 * loopback control endpoint for the specs: GET /messages lists the captured mail, POST /oidc-users
 * adds a user to the OpenID provider, POST /dns-records publishes TXT records on the DNS server
 * (`{name, values}`; `{silent: true}` makes it stop answering), GET /config tells where the
 * database is (fixtures set up subscriptions there).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider, type OidcTestUser } from '../fakes/oidc-provider';
import { databaseUrl, postgresAdminUrl, withAdminClient } from '../shared/postgres';
import { LoopbackDns } from '../fakes/dns-server';
import { SmtpCapture, type CapturedMail } from '../fakes/smtp-capture';
import { createThrowawayWallet } from '../fakes/throwaway-ca';

const port = Number(process.env.E2E_PORT ?? 4173);
const mailPort = port + 1;
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const entry = path.join(root, 'dist', 'server', 'main.js');

if (!existsSync(entry) || !existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
  process.stderr.write('The app is not built: run `npm run build` before the end-to-end tests.\n');
  process.exit(1);
}

const smtp = await new SmtpCapture().start();
// Domain verification asks it (DNS_SERVERS); the specs publish its records.
const dns = await new LoopbackDns().start();
// Wallet keys made now into a temporary folder, so the share page offers both wallets.
const wallet = await createThrowawayWallet();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-e2e-'));
const adminUrl = postgresAdminUrl();
const databaseName = `cardvault_e2e_${process.pid}_${Date.now()}`;
await withAdminClient(adminUrl, (client) => client.query(`create database "${databaseName}"`));
const appDatabaseUrl = databaseUrl(adminUrl, databaseName);
const oidcUsers: OidcTestUser[] = [];
const oidc = await startOidcProvider({
  redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/oidc`],
  users: oidcUsers,
});

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

const mailApi = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.method === 'POST' && request.url === '/oidc-users') {
    void readBody(request).then((body) => {
      oidcUsers.push(JSON.parse(body) as OidcTestUser);
      response.end('{}');
    });
    return;
  }
  if (request.method === 'POST' && request.url === '/dns-records') {
    void readBody(request).then((body) => {
      const change = JSON.parse(body) as { name?: string; values?: string[]; silent?: boolean };
      if (change.silent !== undefined) dns.silent = change.silent;
      if (change.name) dns.publishTxt(change.name, ...(change.values ?? []));
      response.end('{}');
    });
    return;
  }
  if (request.url === '/config') {
    response.end(JSON.stringify({ databaseUrl: appDatabaseUrl }));
    return;
  }
  const mails = smtp.messages.map(({ parsed: _parsed, ...mail }): CapturedMail => mail);
  response.end(JSON.stringify(request.url === '/messages' ? mails : []));
});
await new Promise<void>((resolve) => mailApi.listen(mailPort, '127.0.0.1', resolve));

const app = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: appDatabaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: smtp.url,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_NAME: 'Test ID',
    // Every spec signs in from 127.0.0.1; the limits themselves are covered by the API tests.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    // Every journey signs up: the floor that hides which addresses have accounts, and the standard
    // hashing, have their own API tests (timing, auth).
    AUTH_RESPONSE_FLOOR_MS: '0',
    AUTH_PASSWORD_HASHING: 'fast-for-tests',
    SUPPORT_RATE_LIMIT_PER_IP: '100000',
    // Every card's QR code and icon is drawn for 127.0.0.1 (docs/product.md#drawing-limits).
    DRAWING_RATE_LIMIT_PER_IP: '100000',
    SUPPORT_INBOX: 'support@cardvault.test',
    // Insights journeys read counts a moment after the visits they make.
    ANALYTICS_FLUSH_MS: '200',
    // Webhook journeys deliver to a listener on 127.0.0.1, allowed as an operator would allow a
    // LAN tool (plain http included); everything else stays refused.
    WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
    // A journey holds a delivery's answer until the page has shown it in flight.
    WEBHOOK_TIMEOUT_MS: '20000',
    DNS_SERVERS: dns.address,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...wallet.env,
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await new Promise((resolve) =>
    app.exitCode === null ? app.once('exit', resolve) : resolve(null),
  );
  mailApi.close();
  await smtp.stop();
  await dns.stop();
  await oidc.stop();
  await rm(dataDir, { recursive: true, force: true });
  await wallet.remove();
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists "${databaseName}" with (force)`),
  ).catch(() => undefined);
  process.exit(code);
}
app.on('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

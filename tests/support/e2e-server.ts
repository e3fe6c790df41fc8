/**
 * What the Playwright runner starts: a real SMTP listener, the built app on a fresh data folder
 * using it, and a small loopback HTTP endpoint that lists the captured mail for the specs.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SmtpCapture } from './smtp-capture';

const port = Number(process.env.E2E_PORT ?? 4173);
const mailPort = port + 1;
const root = path.resolve(import.meta.dirname, '..', '..');
const entry = path.join(root, 'dist', 'server', 'main.js');

if (!existsSync(entry) || !existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
  process.stderr.write('The app is not built: run `npm run build` before the end-to-end tests.\n');
  process.exit(1);
}

const smtp = await new SmtpCapture().start();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-e2e-'));

const mailApi = http.createServer((request, response) => {
  const mails = smtp.messages.map(({ to, from, subject, text, html, messageId }) => ({
    to,
    from,
    subject,
    text,
    html,
    messageId,
  }));
  response.setHeader('content-type', 'application/json');
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
    SMTP_URL: smtp.url,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
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
  await rm(dataDir, { recursive: true, force: true });
  process.exit(code);
}
app.on('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

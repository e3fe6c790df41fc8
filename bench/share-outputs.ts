/**
 * `npm run bench:share`: what each way of sharing a card (docs/product.md#share) costs the server
 * to make, on PGlite in one process: the Apple pass, the Google link, the e-mail signature, the
 * video-call background, the printed PDFs, the contact QR and the home-screen icon. Each output is
 * made once for each of SAMPLES owners with a fresh card (a profile photo and a brand logo), so no
 * cache answers; prints the median and the slowest time and the size. These figures are what the
 * per-owner limits and the two-at-a-time bound of the drawing routes are set against.
 *
 * Environment: BENCH_SHARE_SAMPLES (8); BENCH_SHARE_SCRIPTS=mixed gives the cards an Arabic
 * name, a Hebrew job title and a Japanese company (the fallback fonts and the shaping of
 * right-to-left text) instead of English ones.
 */
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { multipart } from '../tests/support/shared/multipart';
import { grantSubscription } from '../tests/support/shared/grants';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { testConfig } from '../tests/support/api/test-config';
import { createThrowawayWallet } from '../tests/support/fakes/throwaway-ca';
import { createUser } from '../tests/support/api/users';

const SAMPLES = Number(process.env.BENCH_SHARE_SAMPLES ?? 8);
const MIXED = process.env.BENCH_SHARE_SCRIPTS === 'mixed';

interface Output {
  name: string;
  path: (id: string) => string;
}

const OUTPUTS: Output[] = [
  { name: 'Apple Wallet pass', path: (id) => `/api/card/wallet/apple?id=${id}` },
  { name: 'Google Wallet link', path: (id) => `/api/card/wallet/google?id=${id}` },
  { name: 'e-mail signature', path: (id) => `/api/card/email-signature?id=${id}&layout=classic` },
  { name: 'background, corner', path: (id) => `/api/card/background?id=${id}&layout=corner` },
  { name: 'background, side', path: (id) => `/api/card/background?id=${id}&layout=side` },
  {
    name: 'background preview',
    path: (id) => `/api/card/background?id=${id}&layout=corner&size=preview`,
  },
  { name: 'PDF, one card', path: (id) => `/api/card/print.pdf?id=${id}&sheet=card` },
  { name: 'PDF, A4 sheet of 10', path: (id) => `/api/card/print.pdf?id=${id}&sheet=a4` },
  { name: 'contact QR (PNG)', path: (id) => `/api/card/qr?id=${id}&format=png&content=vcard` },
  { name: 'home-screen icon 512', path: (id) => `/showcase/icon.png?id=${id}&size=512` },
];

async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 800, channels: 3, background: '#7c3aed' },
  })
    .jpeg()
    .toBuffer();
}

async function logo(): Promise<Buffer> {
  return sharp({
    create: { width: 600, height: 200, channels: 4, background: '#0f766e' },
  })
    .png()
    .toBuffer();
}

/** A new owner with one card carrying a photo and a brand logo. */
async function owner(app: FastifyInstance, n: number) {
  const user = await createUser(app, { fullName: `Owner ${n}` });
  const form = multipart(
    {
      ...(MIXED
        ? { fullName: `سارة المصري ${n}`, jobTitle: 'מנהלת מוצר', company: '株式会社サンプル' }
        : {
            fullName: `Ada Lovelace ${n}`,
            jobTitle: 'Principal Engineer',
            company: 'Analytical Engines',
          }),
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      location: 'London',
      website: 'https://example.com',
      bio: 'Writes the first programs for engines that do not exist yet.',
      accentColor: '#0f766e',
    },
    [
      {
        field: 'profileImage',
        filename: 'p.jpg',
        contentType: 'image/jpeg',
        content: await photo(),
      },
      { field: 'brandLogo', filename: 'l.png', contentType: 'image/png', content: await logo() },
    ],
  );
  return { user, form };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const wallet = await createThrowawayWallet();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cardvault-bench-share-'));
  // The server on its embedded PGlite, as `npm start` runs it, with the throw-away wallet keys
  // and the test configuration (the fast hashing: making owners costs no time here).
  const app = await buildApp(testConfig(dataDir, wallet.env), { webRoot: false });
  await app.ready();
  try {
    const cards: { cookie: string; id: string }[] = [];
    // One more than measured: the first is made once untimed, to load what a process loads once.
    for (let n = 0; n <= SAMPLES; n++) {
      const { user, form } = await owner(app, n);
      await grantSubscription(app.database.db, user.id, { cards: 1 });
      const created = await app.inject({
        method: 'POST',
        url: '/api/card/create-card',
        headers: { ...form.headers, cookie: user.cookie },
        payload: form.payload,
      });
      if (created.statusCode !== 201) throw new Error(`create-card: ${created.body}`);
      cards.push({ cookie: user.cookie, id: created.json<{ id: string }>().id });
    }
    const [warm, ...measured] = cards;
    for (const output of OUTPUTS) {
      if (warm) await app.inject({ url: output.path(warm.id), headers: { cookie: warm.cookie } });
    }

    console.log(
      `\nShare outputs (PGlite, one process, ${SAMPLES} fresh cards each, no cache${MIXED ? ', Arabic, Hebrew and Japanese text' : ''})`,
    );
    console.log(`${'output'.padEnd(24)}${'median ms'.padStart(11)}${'max ms'.padStart(9)}  size`);
    for (const output of OUTPUTS) {
      const times: number[] = [];
      let bytes = 0;
      for (const card of measured) {
        const started = performance.now();
        const response = await app.inject({
          url: output.path(card.id),
          headers: { cookie: card.cookie },
        });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) {
          throw new Error(`${output.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        bytes = response.rawPayload.length;
      }
      console.log(
        `${output.name.padEnd(24)}${median(times).toFixed(1).padStart(11)}${Math.max(...times)
          .toFixed(1)
          .padStart(9)}  ${(bytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await app.close();
    await wallet.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

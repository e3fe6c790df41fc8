/**
 * Seeds one public card with a profile image and a banner through the real HTTP API of the built
 * server (PGlite data folder or PostgreSQL, local mail driver): sign-up, e-mail verification from
 * the .eml in <DATA_DIR>/outbox, profile, a complimentary subscription (the operator CLI
 * `subscription grant`, run while the server is stopped when it is on PGlite, which is
 * single-process), its allocation raised to BIG_ALLOCATION by a direct row update so that the
 * create-card load never runs out, then the card as multipart/form-data.
 *
 * The CLI is the built one (dist/server/cli.js of the same build snapshot as the server), not
 * src/server/cli.ts: the seeding then does not depend on sources being edited during the run.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { root, startServer, track, type RunningServer } from './lib';
import { OPENED_FROM_MAIL } from '../tests/support/shared/opened-from-mail';

export interface SeededCard {
  email: string;
  userId: string;
  /** The owner's session cookie, for signed-in requests. */
  cookie: string;
  cardId: string;
  /** A card in each template besides the classic one above (docs/product.md#card-design). */
  templateCards: { template: string; id: string }[];
  /** The server, running again after the subscription was granted (PGlite). */
  server: RunningServer;
}

/**
 * The looks of the template cards: each premium template with a self-hosted font, so the bench
 * measures the page with its font preloaded and declared.
 */
export const TEMPLATE_LOOKS: Record<string, Record<string, string>> = {
  minimal: { accentColor: '#334155', backgroundColor: '#f8fafc', fontFamily: 'inter' },
  centered: { accentColor: '#0e7490', backgroundColor: '#f3fafc', buttonShape: 'pill' },
  banner: { accentColor: '#c2410c', backgroundColor: '#fffaf5', fontFamily: 'montserrat' },
  split: { accentColor: '#166534', backgroundColor: '#f7fbf5', fontFamily: 'lora' },
  photo: { accentColor: '#a21caf', backgroundColor: '#fdf7fd', fontFamily: 'playfair' },
  corporate: {
    accentColor: '#1e3a8a',
    backgroundColor: '#ffffff',
    fontFamily: 'lora',
    qrLogo: 'logo',
  },
  dark: {
    accentColor: '#fbbf24',
    backgroundColor: '#111827',
    fontFamily: 'inter',
    qrLogo: 'profile',
  },
};

const PASSWORD = 'bench-Password-1234';
/** More cards than any load run can create. */
export const BIG_ALLOCATION = 1_000_000;

/** A smooth two-colour gradient as a JPEG (what a phone photo or a banner compresses like). */
async function gradientJpeg(width: number, height: number, from: number[], to: number[]) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[offset + c] = Math.round((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Quoted-printable: soft line breaks and =XX escapes (the verification link is split across lines). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function waitForVerificationLink(outboxDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = await readdir(outboxDir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const eml = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8'));
      if (!eml.includes(email)) continue;
      const link = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>]+/.exec(
        eml,
      )?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email} in ${outboxDir} within 30 s`);
}

async function expectStatus(response: Response, status: number | number[], what: string) {
  const expected = Array.isArray(status) ? status : [status];
  if (!expected.includes(response.status)) {
    const body = await response.text().catch(() => '');
    throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
  }
}

/** `npm run cli -- subscription grant <email> <cards>`, from the built CLI. */
function grantSubscription(cliEntry: string, env: Record<string, string>, email: string) {
  return new Promise<void>((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [cliEntry, 'subscription', 'grant', email, '1000'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`subscription grant exited with ${code}: ${output.trim()}`)),
    );
  });
}

/** Raises the user's allocation past what the CLI allows (1,000), straight in the database. */
async function raiseAllocation(env: Record<string, string>, userId: string) {
  const update = 'update subscriptions set card_allocation = $1 where user_id = $2';
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(update, [BIG_ALLOCATION, userId]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = await PGlite.create(path.join(env.DATA_DIR ?? '', 'pgdata'));
  try {
    await db.query(update, [BIG_ALLOCATION, userId]);
  } finally {
    await db.close();
  }
}

/** A 320 × 96 PNG with a transparent background: a company logo. */
const logoPng = () =>
  sharp({
    create: { width: 320, height: 96, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 96, height: 96, channels: 4, background: '#1e3a8a' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The fields and images of the seeded card: the same multipart body for seeding and for load. */
export async function cardForm(email: string): Promise<FormData> {
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName: 'Ada Lovelace',
    jobTitle: 'Analyst of the Analytical Engine',
    company: 'Difference Engines Ltd',
    bio: 'Mathematician and writer of the first published algorithm for a machine.',
    email,
    phone: '0412 345 678',
    location: 'London, United Kingdom',
    website: 'https://example.com',
    linkedin: 'https://www.linkedin.com/in/ada-lovelace',
    github: 'https://github.com/ada-lovelace',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const [photo, banner] = await Promise.all([
    gradientJpeg(800, 800, [67, 56, 202], [236, 72, 153]),
    gradientJpeg(1600, 400, [15, 23, 42], [56, 189, 248]),
  ]);
  form.append('profileImage', new Blob([photo], { type: 'image/jpeg' }), 'ada.jpg');
  form.append('companyLogo', new Blob([banner], { type: 'image/jpeg' }), 'banner.jpg');
  return form;
}

/** A FormData as the bytes and Content-Type (with its boundary) of one fixed request body. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/**
 * `server` must be running with `env` (DATA_DIR, PUBLIC_URL = its own address, DATABASE_URL for
 * PostgreSQL). On PGlite it is stopped and started again on the same port. Returns the running
 * server.
 */
export async function seedCard(
  server: RunningServer,
  env: Record<string, string>,
  port: number,
  build: {
    serverEntry: string;
    cliEntry: string;
    /** Starts the server again after the CLI ran on PGlite (default: as `server` was started). */
    restart?: () => Promise<RunningServer>;
  },
): Promise<SeededCard> {
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error('seedCard needs DATA_DIR');
  const origin = server.url;
  const email = `ada-${Date.now()}@example.com`;

  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD, name: '', callbackURL: '/login' }),
  });
  await expectStatus(signUp, 200, 'sign-up');

  const link = await waitForVerificationLink(path.join(dataDir, 'outbox'), email);
  const verify = await fetch(link.replace(/^https?:\/\/[^/]+/, origin), {
    redirect: 'manual',
    headers: OPENED_FROM_MAIL,
  });
  await expectStatus(verify, [200, 302, 303, 307], 'verify e-mail');
  const cookie = verify.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error('verify e-mail: no session cookie');

  const session = await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } });
  await expectStatus(session, 200, 'get-session');
  const userId = ((await session.json()) as { user?: { id?: string } } | null)?.user?.id;
  if (!userId) throw new Error('get-session: no user');

  const profile = await fetch(`${origin}/api/user/create-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      auth_uid: userId,
      email,
      fullName: 'Ada Lovelace',
      termsAccepted: true,
    }),
  });
  await expectStatus(profile, 201, 'create-user');

  // PGlite is one process: stop the server, grant the subscription, start it again.
  let running = server;
  const cliEnv = { PORT: String(port), ...env };
  if (env.DATABASE_URL) {
    await grantSubscription(build.cliEntry, cliEnv, email);
    await raiseAllocation(env, userId);
  } else {
    await server.stop();
    await grantSubscription(build.cliEntry, cliEnv, email);
    await raiseAllocation(env, userId);
    running = await (build.restart?.() ?? startServer(env, port, build.serverEntry));
  }

  const form = await cardForm(email);
  const created = await fetch(`${origin}/api/card/create-card`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  await expectStatus(created, 201, 'create-card');
  const card = (await created.json()) as {
    id?: string;
    profileImageUrl?: string | null;
    bannerImageUrl?: string | null;
  };
  if (!card.id) throw new Error('create-card: no id');
  if (!card.profileImageUrl || !card.bannerImageUrl) {
    throw new Error('create-card: the card should have both a profile image and a banner');
  }
  const templateCards: { template: string; id: string }[] = [];
  for (const [template, look] of Object.entries(TEMPLATE_LOOKS)) {
    const designed = await cardForm(email);
    designed.append('template', template);
    for (const [name, value] of Object.entries(look)) designed.append(name, value);
    // A company logo with a transparent background, as logos come.
    designed.append('brandLogo', new Blob([await logoPng()], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${origin}/api/card/create-card`, {
      method: 'POST',
      headers: { origin, cookie },
      body: designed,
    });
    await expectStatus(response, 201, `create-card (${template})`);
    templateCards.push({ template, id: ((await response.json()) as { id: string }).id });
  }
  return { email, userId, cookie, cardId: card.id, templateCards, server: running };
}

/** Renames the card through update-card (images kept). */
export async function renameCard(origin: string, seeded: SeededCard, fullName: string) {
  const form = await cardForm(seeded.email);
  form.delete('profileImage');
  form.delete('companyLogo');
  form.set('id', seeded.cardId);
  form.set('fullName', fullName);
  const response = await fetch(`${origin}/api/card/update-card`, {
    method: 'POST',
    headers: { origin, cookie: seeded.cookie },
    body: form,
  });
  await expectStatus(response, 200, 'update-card');
}

/**
 * An edit must show on the public page at once whichever process answers: renames the card, then
 * reads the page over 20 parallel connections (a cluster hands them to every worker).
 */
export async function checkEditsShowAtOnce(origin: string, seeded: SeededCard) {
  for (const [name, before] of [
    ['Ada King', 'Ada Lovelace'],
    ['Ada Lovelace', 'Ada King'],
  ] as const) {
    await renameCard(origin, seeded, name);
    const pages = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${origin}/showcase?id=${encodeURIComponent(seeded.cardId)}`).then((response) =>
          response.text(),
        ),
      ),
    );
    const stale = pages.filter((html) => !html.includes(name) || html.includes(before)).length;
    if (stale > 0) throw new Error(`${stale} of 20 page reads did not show the edit "${name}"`);
  }
}

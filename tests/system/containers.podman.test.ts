/**
 * The container packaging, built and started with Podman (`npm run test:containers`; not part of
 * `npm test`, which must stay within its ten minutes: building the images takes several). In order:
 * the image alone (size, labels, read-only as its user with /data the only writable folder,
 * health, SIGTERM draining a request in flight, a data folder it cannot write); the compose stack
 * (an account and a card with an image through one replica, read through the other and through
 * nginx, a replica killed under load, the whole stack restarted); a backup restored into a fresh
 * stack; a rolling update of the app's image under load; and the Kubernetes test example started
 * with `podman kube play`. Published ports are on loopback: 3910–3912 (compose.yaml), 3914.
 * The figures it prints go to docs/benchmarks.md ("Containers").
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { png } from '../support/shared/images';
import { firstLinkIn } from '../support/shared/mail-links';
import { createAccountOverHttp, type AccountOverHttp } from '../support/shared/accounts-over-http';
import { CARD_FIELDS } from '../support/system/client';
import { multipart } from '../support/shared/multipart';
import { uniqueEmail } from '../support/shared/unique-email';

const root = path.resolve(import.meta.dirname, '..', '..');
const env = {
  ...process.env,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? path.join(root, 'deploy/podman/containers.conf'),
};
const IMAGE = 'localhost/cardvault:latest';
const NEXT_IMAGE = 'localhost/cardvault:next';
const PROJECT = 'cardvault';
const NGINX = 'http://127.0.0.1:3910';
const REPLICAS = { a: 'http://127.0.0.1:3911', b: 'http://127.0.0.1:3912' };
const SINGLE = 'http://127.0.0.1:3914';
const figures: Record<string, string | number> = {};

function run(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
function must(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = run(command, args, extraEnv);
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')}: ${result.status}\n${result.stderr.slice(-3000)}`,
    );
  return result.stdout;
}
const podman = (...args: string[]) => must('podman', args);
const compose = (args: string[], extraEnv: Record<string, string> = {}) =>
  must('podman-compose', ['-p', PROJECT, ...args], extraEnv);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer 200`);
    await sleep(200);
  }
}

/** The verification link mailed to `email`, from the mail a replica kept in its /data/outbox. */
async function mailedLink(email: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const container of ['cardvault-app-a', 'cardvault-app-b']) {
      const END = '--- end of mail ---';
      const files = run('podman', [
        'exec',
        container,
        'sh',
        '-c',
        `for f in /data/outbox/*.eml; do cat "$f"; echo; echo '${END}'; done`,
      ]).stdout;
      for (const raw of files.split(END).filter((part) => part.includes(email))) {
        const mail = await simpleParser(raw);
        if (mail.text) return firstLinkIn(mail.text, `the mail to ${email}`);
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await sleep(500);
  }
}

/**
 * A bounded load of the public page through nginx (four clients one request after another, for
 * `ms`), while `during` runs; resolves with the count of answers and of failures.
 */
async function loadWhile(url: string, ms: number, during: () => Promise<void>) {
  let stop = false;
  let answers = 0;
  const failures: string[] = [];
  const client = async () => {
    while (!stop) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status === 200) answers += 1;
        else failures.push(String(response.status));
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const clients = Array.from({ length: 4 }, client);
  const started = Date.now();
  await during();
  await sleep(Math.max(0, ms - (Date.now() - started)));
  stop = true;
  await Promise.all(clients);
  return { answers, failures };
}

function stackDown(volumes: boolean) {
  run('podman-compose', ['-p', PROJECT, 'down', ...(volumes ? ['-v'] : [])]);
}

async function stackUp(extraEnv: Record<string, string> = {}) {
  compose(['up', '-d'], extraEnv);
  await waitFor(`${REPLICAS.a}/api/ready`);
  await waitFor(`${REPLICAS.b}/api/ready`);
  await waitFor(`${NGINX}/api/ready`);
}

let owner: AccountOverHttp & { email: string };
let card: { id: string; profileImageUrl: string };
let image: Buffer;

beforeAll(() => {
  if (run('podman', ['--version']).status !== 0)
    throw new Error('podman is missing: apt-get install -y podman podman-compose runc debootstrap');
  stackDown(true);
  run('node', ['deploy/podman/kube-play.mjs', 'reset']);
  const started = Date.now();
  const out = must('sh', ['scripts/container-build.sh', 'all']);
  figures['build (cached layers reused), s'] = Math.round((Date.now() - started) / 1000);
  process.stdout.write(
    out
      .split('\n')
      .filter((line) => line.startsWith('built'))
      .join('\n') + '\n',
  );
}, 1_800_000);

afterAll(() => {
  run('podman', ['rm', '-f', 'cardvault-single']);
  run('podman', ['volume', 'rm', '-f', 'cardvault-single-data']);
  stackDown(true);
  run('node', ['deploy/podman/kube-play.mjs', 'reset']);
  run('podman', ['rmi', NEXT_IMAGE]);
  process.stdout.write(`container figures: ${JSON.stringify(figures, null, 2)}\n`);
});

describe('the image', () => {
  test('is under 250 MB, labelled with its licence and source', () => {
    const size = Number(podman('image', 'inspect', '--format', '{{.Size}}', IMAGE).trim());
    figures['image size, MB'] = Math.round(size / 1e5) / 10;
    expect(size).toBeLessThan(250_000_000);
    const labels = JSON.parse(podman('image', 'inspect', '--format', '{{json .Labels}}', IMAGE));
    expect(Object.keys(labels)).toEqual(
      expect.arrayContaining([
        'org.opencontainers.image.licenses',
        'org.opencontainers.image.source',
        'org.opencontainers.image.revision',
      ]),
    );
    const config = JSON.parse(podman('image', 'inspect', '--format', '{{json .Config}}', IMAGE));
    expect(config.User).toBe('10001:10001');
    const check = JSON.parse(
      podman('image', 'inspect', '--format', '{{json .HealthCheck}}', IMAGE),
    );
    expect(check.Test.join(' ')).toContain('cardvault-healthcheck');
  });

  test('runs read-only as its user with /data the only writable folder, and drains on SIGTERM', async () => {
    run('podman', ['volume', 'rm', '-f', 'cardvault-single-data']);
    const started = Date.now();
    podman(
      'run',
      '-d',
      '--name',
      'cardvault-single',
      '--read-only',
      '--cap-drop',
      'ALL',
      '--security-opt',
      'no-new-privileges',
      '-v',
      'cardvault-single-data:/data',
      '-p',
      '127.0.0.1:3914:3000',
      '-e',
      'AUTH_RESPONSE_FLOOR_MS=2000',
      IMAGE,
    );
    // While it creates its database and warms up it answers 503 saying so: a readiness probe then
    // fails with a reason, and never meets a closed port once the process listens.
    const statuses: number[] = [];
    let startingBody: unknown;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(50)) {
      const answer = await fetch(`${SINGLE}/api/ready`).then(
        async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
        () => undefined,
      );
      if (!answer) continue;
      if (statuses.at(-1) !== answer.status) statuses.push(answer.status);
      if (answer.status === 503) startingBody ??= answer.body;
      if (answer.status === 200) break;
    }
    expect(statuses).toEqual([503, 200]);
    expect(startingBody).toEqual({ error: 'NOT_READY', message: 'Not ready: starting' });
    await waitFor(`${SINGLE}/api/health`);
    figures['cold start, embedded database (new data folder), ms'] = Date.now() - started;
    expect(podman('exec', 'cardvault-single', 'id', '-u').trim()).toBe('10001');
    expect(podman('top', 'cardvault-single', 'pid', 'args')).toMatch(/\n\s*1\s+node /);
    expect(
      run('podman', ['exec', 'cardvault-single', 'sh', '-c', 'echo x > /app/x']).stderr,
    ).toMatch(/Read-only file system/);
    expect(run('podman', ['exec', 'cardvault-single', 'cardvault-healthcheck']).status).toBe(0);
    // A sign-up answers no sooner than AUTH_RESPONSE_FLOOR_MS: in flight when SIGTERM arrives.
    const signUp = fetch(`${SINGLE}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SINGLE },
      body: JSON.stringify({ email: uniqueEmail('drain'), password: 'correct-horse', name: '' }),
    });
    await sleep(500);
    const stopped = Date.now();
    podman('kill', '--signal', 'TERM', 'cardvault-single');
    expect((await signUp).status).toBe(200);
    podman('wait', 'cardvault-single');
    figures['SIGTERM to exit with a request in flight, ms'] = Date.now() - stopped;
    // Not held open by the answered request's keep-alive connection (72 s) either.
    expect(Date.now() - stopped).toBeLessThan(15_000);
    expect(podman('inspect', '--format', '{{.State.ExitCode}}', 'cardvault-single').trim()).toBe(
      '0',
    );
    podman('rm', 'cardvault-single');
  });

  test('says so and stops when /data is not writable by its user', () => {
    const result = run('podman', [
      'run',
      '--rm',
      '--read-only',
      '--user',
      '4321:4321',
      '-v',
      'cardvault-single-data:/data',
      IMAGE,
    ]);
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('DATA_DIR /data is not writable');
    expect(result.stderr).toContain('owned by uid 10001');
  });
});

describe('compose.yaml', () => {
  test('comes up healthy: two replicas behind nginx, PostgreSQL and the S3 store', async () => {
    const started = Date.now();
    await stackUp();
    figures['compose up to every replica ready, s'] = Math.round((Date.now() - started) / 1000);
    for (const container of ['cardvault-app-a', 'cardvault-app-b', 'cardvault-db']) {
      // No systemd here to run health checks on a timer: run each once.
      expect(run('podman', ['healthcheck', 'run', container]).status, container).toBe(0);
    }
    const stats = podman('stats', '--no-stream', '--format', '{{.Name}} {{.MemUsage}}');
    figures['memory at idle (cgroup)'] = stats
      .split('\n')
      .filter((l) => /app-/.test(l))
      .join('; ');
  });

  test('an account and a card with an image made through one replica are served by the other and by nginx', async () => {
    const email = uniqueEmail('compose');
    const account = await createAccountOverHttp(NGINX, { email, mailedLink });
    owner = { ...account, email };
    podman(
      'exec',
      'cardvault-app-a',
      'cardvault-entrypoint',
      'cli',
      'subscription',
      'grant',
      email,
      '3',
    );
    image = await png(64, 48);
    // Through replica A directly, from a page at the site's address (nginx's, PUBLIC_URL).
    const body = multipart({ ...CARD_FIELDS, title: 'compose' }, [
      { field: 'profileImage', filename: 'p.png', contentType: 'image/png', content: image },
    ]);
    const created = await fetch(`${REPLICAS.a}/api/card/create-card`, {
      method: 'POST',
      headers: { ...body.headers, origin: NGINX, cookie: owner.cookie },
      body: body.payload,
    });
    expect(created.status).toBe(201);
    card = (await created.json()) as typeof card;
    for (const base of [REPLICAS.b, NGINX]) {
      const page = await fetch(`${base}/showcase?id=${card.id}`);
      expect(page.status, base).toBe(200);
      expect(await page.text()).toContain('Ada Lovelace');
      const served = await fetch(`${base}${card.profileImageUrl}`);
      expect(served.status, base).toBe(200);
    }
  });

  test('a replica killed during a load of the public page fails no request', async () => {
    const { answers, failures } = await loadWhile(
      `${NGINX}/showcase?id=${card.id}`,
      6_000,
      async () => {
        await sleep(1_500);
        podman('kill', 'cardvault-app-a');
      },
    );
    figures['public page through nginx with a replica killed: answers / failed'] =
      `${answers} / ${failures.length}`;
    expect(failures).toEqual([]);
    expect(answers).toBeGreaterThan(20);
    podman('start', 'cardvault-app-a');
    await waitFor(`${REPLICAS.a}/api/ready`);
  });

  test('a restart of the whole stack keeps every account, card and image', async () => {
    compose(['stop']);
    await stackUp();
    const served = await fetch(`${NGINX}${card.profileImageUrl}`);
    expect(Buffer.from(await served.arrayBuffer()).length).toBeGreaterThan(0);
    expect(await (await fetch(`${NGINX}/showcase?id=${card.id}`)).text()).toContain('Ada Lovelace');
    const session = await fetch(`${NGINX}/api/auth/get-session`, {
      headers: { cookie: owner.cookie },
    });
    expect(await session.text()).toContain(owner.email);
  });

  test('a backup restored into a fresh stack has every card and image back', async () => {
    const backup = mkdtempSync(path.join(os.tmpdir(), 'cardvault-backup-'));
    try {
      // docs/deploy.md, "Backup and restore": the database with pg_dump, the bucket's files.
      const dump = path.join(backup, 'cardvault.dump');
      execFileSync(
        'sh',
        ['-c', `podman exec cardvault-db pg_dump -U cardvault -Fc cardvault > ${dump}`],
        { env },
      );
      podman('cp', 'cardvault-s3:/data/.', path.join(backup, 'bucket'));
      stackDown(true);
      compose(['up', '-d', 'db', 's3']);
      for (
        let i = 0;
        run('podman', ['exec', 'cardvault-db', 'pg_isready', '-h', '127.0.0.1', '-q']).status !== 0;
        i++
      ) {
        if (i > 120) throw new Error('the database did not start');
        await sleep(500);
      }
      execFileSync(
        'sh',
        [
          '-c',
          `podman exec -i cardvault-db pg_restore -U cardvault -d cardvault --no-owner < ${dump}`,
        ],
        { env },
      );
      podman('cp', `${path.join(backup, 'bucket')}/.`, 'cardvault-s3:/data/');
      compose(['restart', 's3']);
      await stackUp();
      expect(await (await fetch(`${NGINX}/showcase?id=${card.id}`)).text()).toContain(
        'Ada Lovelace',
      );
      const served = await fetch(`${NGINX}${card.profileImageUrl}`);
      expect(served.status).toBe(200);
      const session = await fetch(`${NGINX}/api/auth/get-session`, {
        headers: { cookie: owner.cookie },
      });
      expect(await session.text()).toContain(owner.email);
    } finally {
      rmSync(backup, { recursive: true, force: true });
    }
  });

  test('a rolling update of the app image, one replica at a time, fails no request', async () => {
    podman('tag', IMAGE, NEXT_IMAGE);
    const { answers, failures } = await loadWhile(
      `${NGINX}/showcase?id=${card.id}`,
      1_000,
      async () => {
        for (const replica of ['a', 'b'] as const) {
          // docs/deploy.md, "Upgrades": stop (it drains), remove, start on the new image, wait ready.
          podman('stop', '-t', '30', `cardvault-app-${replica}`);
          podman('rm', `cardvault-app-${replica}`);
          compose(['up', '-d', '--no-deps', `app-${replica}`], { CARDVAULT_IMAGE: NEXT_IMAGE });
          await waitFor(`${REPLICAS[replica]}/api/ready`);
          // nginx resolves its upstreams' names when it (re)loads, and the new container has a
          // new address. A reload lets the old workers finish their requests.
          podman('exec', 'cardvault-nginx', 'nginx', '-s', 'reload');
          // The old workers keep the connections they serve until each request is answered, with
          // the old addresses: let them finish before the next replica stops.
          await sleep(3_000);
        }
      },
    );
    figures['public page through nginx during the rolling update: answers / failed'] =
      `${answers} / ${failures.length}`;
    expect(failures).toEqual([]);
    for (const replica of ['a', 'b']) {
      expect(
        podman('inspect', '--format', '{{.ImageName}}', `cardvault-app-${replica}`).trim(),
      ).toBe(NEXT_IMAGE);
    }
    stackDown(true);
  });
});

describe('the Kubernetes test example', () => {
  test('starts with podman kube play, and each replica answers its readiness probe', async () => {
    // Its pods take names the compose stack's containers have.
    stackDown(true);
    const started = Date.now();
    must('node', ['deploy/podman/kube-play.mjs', 'up']);
    for (const pod of ['cardvault-pod-0', 'cardvault-pod-1']) {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ready = run('podman', [
          'exec',
          `${pod}-server`,
          'wget',
          '-q',
          '-O',
          '-',
          'http://127.0.0.1:3000/api/ready',
        ]);
        if (ready.status === 0) {
          expect(JSON.parse(ready.stdout)).toMatchObject({ status: 'ready' });
          break;
        }
        if (Date.now() > deadline) throw new Error(`${pod} is not ready: ${ready.stderr}`);
        await sleep(500);
      }
      expect(podman('exec', `${pod}-server`, 'id', '-u').trim()).toBe('10001');
    }
    figures['kube play to both replicas ready, s'] = Math.round((Date.now() - started) / 1000);
  });
});

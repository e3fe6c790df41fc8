// `npm start`: builds the app when the build is missing or older than the sources, then runs it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, serverNodeFlags } from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', 'server', 'main.js');
const webStamp = path.join(root, 'dist', 'web', 'index.html');
const inputs = ['src', 'drizzle', 'package.json', 'vite.config.ts'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = Math.min(
  existsSync(stamp) ? statSync(stamp).mtimeMs : 0,
  existsSync(webStamp) ? statSync(webStamp).mtimeMs : 0,
);
if (built < Math.max(...inputs.map(newestMtime))) {
  console.log('Building the app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The flags and environment are those the benchmarks measure (scripts/server-runtime.mjs).
const child = spawn(process.execPath, [...serverNodeFlags(), '--enable-source-maps', stamp], {
  cwd: root,
  env: serverEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const script = path.join(root, 'scripts', 'install-note.mjs');

/** What the postinstall step prints when npm runs on the Node.js of `userAgent`. */
const noteFor = (userAgent: string) =>
  execFileSync(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', npm_config_user_agent: userAgent },
    encoding: 'utf8',
  });

describe('the line after npm install', () => {
  it('runs after every npm install of the project', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.postinstall).toBe('node scripts/install-note.mjs');
  });

  it('explains the Unsupported engine warnings of an older system Node.js in one line', () => {
    const out = noteFor('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false');
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain('"Unsupported engine" warnings above are expected');
    expect(out).toContain('Node.js v20.20');
    expect(out).toContain('Node.js 24');
  });

  it('says nothing when npm runs on a Node.js the app supports, or cannot tell', () => {
    expect(noteFor('npm/11.19.1 node/v24.21.0 linux x64 workspaces/false')).toBe('');
    expect(noteFor('npm/11.19.1 node/v22.12.0 linux x64 workspaces/false')).toBe('');
    expect(noteFor('')).toBe('');
  });
});

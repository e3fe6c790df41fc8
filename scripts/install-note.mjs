// After `npm install` (package.json's postinstall): one line about the "EBADENGINE Unsupported
// engine" warnings npm prints above it when the system's Node.js is older than 22.12. npm runs on
// that Node.js; the app runs on the Node.js 24 this install brought (docs/decisions/0012), so the
// warnings are expected. Written for any Node.js npm may run it with, and it never fails an
// install.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The line to print for the Node.js npm runs on (`npm_config_user_agent`, e.g. `npm/11.19.1
 * node/v20.20.2 linux x64`), or undefined when nothing needs saying.
 * @param {string | undefined} userAgent
 * @param {boolean} bundledNode whether node_modules holds the project's own Node.js
 * @returns {string | undefined}
 */
export function installNote(userAgent, bundledNode) {
  const match = /\bnode\/v(\d+)\.(\d+)/.exec(userAgent ?? '');
  if (!match) return undefined;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major > 22 || (major === 22 && minor >= 12)) return undefined;
  const system = `v${major}.${minor}`;
  return bundledNode
    ? `Note: the "Unsupported engine" warnings above are expected: npm runs on this system's Node.js ${system}, while npm start and npm test run CardVault on the Node.js 24 just installed in node_modules (docs/decisions/0012-node-runtime.md).`
    : `Note: this system's Node.js ${system} is too old for CardVault and no Node.js 24 package fits this platform: install Node.js 22.12 or newer (docs/decisions/0012-node-runtime.md).`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const bin = process.platform === 'win32' ? 'node.cmd' : 'node';
    const bundled = existsSync(
      fileURLToPath(new URL(`../node_modules/.bin/${bin}`, import.meta.url)),
    );
    const note = installNote(process.env.npm_config_user_agent, bundled);
    if (note) console.log(note);
  } catch {
    // A note is not worth a failed install.
  }
}

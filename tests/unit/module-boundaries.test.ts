import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The module boundaries of eslint.config.js at work: a file planted in modules/cards (linted as
 * text, never written) may use another module through its index.ts, never a file behind it.
 */
describe('the server module boundaries', () => {
  // The cycle check follows the whole import graph: not what is under test here, and slow.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
  });
  const planted = path.join(root, 'src/server/modules/cards/planted-boundary-check.ts');
  const boundaryErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: planted });
    return (result?.messages ?? []).filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths',
    );
  };

  it("reports a module importing another module's internal file", async () => {
    const errors = await boundaryErrors(
      "import { visitOf } from '../insights/counter';\nexport const count = visitOf;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(
      'modules/cards may use another module only through its index.ts',
    );
  }, 60_000);

  it('lets the same import through the module’s door', async () => {
    const errors = await boundaryErrors(
      "import { visitOf } from '../insights';\nexport const count = visitOf;\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it('lets a module import its own files', async () => {
    const errors = await boundaryErrors(
      "import { toCard } from './service';\nexport const card = toCard;\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);
});

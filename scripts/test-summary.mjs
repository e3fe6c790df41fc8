// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed",
// after the time of each phase (phases.tsv, written by scripts/test-all.sh).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
const read = (file) => {
  const full = path.join(dir, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : undefined;
};

const rows = [];
const vitest = read('vitest.json');
if (vitest) {
  const byProject = new Map();
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      const project =
        file.name.includes('.api.test.') || file.name.includes('.db.test.')
          ? 'api'
          : file.name.includes('.system.test.')
            ? 'system'
            : 'unit';
      const entry = byProject.get(project) ?? { passed: 0, failed: 0, skipped: 0 };
      if (test.status === 'passed') entry.passed++;
      else if (test.status === 'failed') entry.failed++;
      else entry.skipped++;
      byProject.set(project, entry);
    }
  }
  for (const [name, counts] of byProject)
    rows.push([
      name === 'api' ? 'api (pglite + postgres)' : name === 'system' ? 'system (processes)' : name,
      counts,
    ]);
}
const playwright = read('playwright.json');
if (playwright) {
  const s = playwright.stats;
  rows.push([
    'e2e (chromium)',
    { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped },
  ]);
}

const phasesFile = path.join(dir, 'phases.tsv');
if (existsSync(phasesFile)) {
  const phases = readFileSync(phasesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  // Rows beside vitest finish at different moments; they are listed under it.
  const beside = phases.filter(([name]) => name?.startsWith('  '));
  const ordered = phases.flatMap((row) =>
    row[0]?.startsWith('  ') ? [] : row[0]?.startsWith('vitest') ? [row, ...beside] : [row],
  );
  console.log('\nphase                                 wall s   CPU s  status');
  for (const [name = '', wall = '', cpu = '', status = ''] of ordered) {
    const shown = status === '' || status === '0' ? '' : `exit ${status}`;
    console.log(
      `${name.padEnd(36)} ${wall ? Number(wall).toFixed(1).padStart(7) : '       '}  ${cpu ? Number(cpu).toFixed(1).padStart(6) : '      '}  ${shown}`.trimEnd(),
    );
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nlayer                      passed  failed  skipped');
for (const [name, c] of rows) {
  console.log(
    `${name.padEnd(26)} ${String(c.passed).padStart(6)}  ${String(c.failed).padStart(6)}  ${String(c.skipped).padStart(7)}`,
  );
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);

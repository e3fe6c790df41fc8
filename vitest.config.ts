import { defineConfig } from 'vitest/config';
import SystemTestsSpreadSequencer from './tests/support/shared/sequencer';

/**
 * API files about outputs (images, PDFs, passes, signatures) or request handling (headers, the
 * cross-site guard, socket limits, time floors, the site's address), not storage; see api-postgres.
 */
const DATABASE_AGNOSTIC_API_TESTS = [
  'src/server/modules/cards/qr.api.test.ts',
  'tests/api/background.api.test.ts',
  'tests/api/email-signature.api.test.ts',
  'tests/api/offline.api.test.ts',
  'tests/api/print.api.test.ts',
  'tests/api/qr-vcard.api.test.ts',
  'tests/api/upload-attacks.api.test.ts',
  'tests/api/wallet.api.test.ts',
  // Request handling around the handler, not storage (decision 0040).
  'tests/api/cache-control.api.test.ts',
  'tests/api/cross-site.api.test.ts',
  'tests/api/security-headers.api.test.ts',
  'tests/api/site-address.api.test.ts',
  'tests/api/slow-senders.api.test.ts',
  'src/server/plugins/auth/timing.api.test.ts',
];

/**
 * unit: pure rules and server helpers, no database.
 * api-pglite / api-postgres: the same `*.api.test.ts` files (through the app, without a network)
 * and `*.db.test.ts` files (a module's rules on the database, no app) against each database;
 * every file gets a
 * fresh database cloned from a template migrated once per run (tests/support/api/global-setup.ts).
 * They run without isolation: the files of a worker share one module graph (each still builds
 * its own app on its own database), which saves importing the server ~60 times (~2 min of CPU).
 * system: real server processes (configuration errors, SIGTERM and restart, SIGKILL and recovery,
 * SMTP outages, two instances on one PostgreSQL, edits seen across instances, the operator's CLI,
 * the deployment behind nginx, hostile images against peak memory), bundled once per run. Each
 * file has its own fixed ports in 4800–4899, so they run beside the others: durability 4801–4802
 * and 4811–4812, mail-outage 4821–4822, multi-instance 4831–4833, server-process 4841, operator
 * 4851–4853, instant-edits 4861–4863, deployment 4871–4874, image-limits 4881–4882. (The browser
 * journeys use E2E_PORT, 4173 by default, and the two ports after it: playwright.config.ts.)
 * tests/system/containers.podman.test.ts is not in any project here: it builds container images
 * for minutes, so only `npm run test:containers` runs it (vitest.containers.config.ts).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The API files mostly wait on their databases, the system files on their server processes:
    // four at a time keeps two cores busy (docs/benchmarks.md, "The test run").
    maxWorkers: 4,
    sequence: { sequencer: SystemTestsSpreadSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.db.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['src/**/*.{api,db}.test.ts', 'tests/api/**/*.api.test.ts'],
          // The cross-cutting tests go over every route, so they grow with the API, and take several
          // times longer on a machine busy with other suites (docs/benchmarks.md, "The test run").
          testTimeout: 60_000,
          env: { TEST_DB: 'pglite' },
          isolate: false,
          globalSetup: ['tests/support/api/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['src/**/*.{api,db}.test.ts', 'tests/api/**/*.api.test.ts'],
          // What these files check is drawn, encoded or signed, not stored: the same on either
          // database, and most of their time is the drawing. They run on PGlite; every route they
          // cover is still called on PostgreSQL by the authorization matrix (decision 0019).
          exclude: DATABASE_AGNOSTIC_API_TESTS,
          testTimeout: 60_000,
          env: { TEST_DB: 'postgres' },
          isolate: false,
          globalSetup: ['tests/support/api/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: ['tests/system/**/*.system.test.ts'],
          globalSetup: ['tests/support/system/setup.ts'],
          // Hang guards, not speed checks: a CI machine has run these process tests five times
          // slower than a quiet one (the operator journey: 26 s quiet, past 120 s there).
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

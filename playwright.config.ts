import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end journeys in Debian's Chromium against the built app (tests/support/e2e/server.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // The journeys mostly wait on the server, the mail and the page's own timers: four at a time
  // finished the whole run soonest on the two cores (six were slower; docs/benchmarks.md, "The
  // test run"). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // A hang guard, not a speed check: with four at a time on a slow machine the leads journey took
  // 31–37 s and billing's 42 s (docs/benchmarks.md, "The test run").
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs about a third of the journeys' CPU: in CI, and in the whole test
    // command (scripts/test-all.sh), only a retried test records one; run a spec alone to get a
    // trace of every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: the same engine without the browser's own interface, at ~40% less
      // CPU per journey than /usr/bin/chromium (which CHROMIUM_PATH may name instead).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx tests/support/e2e/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM (not the default SIGKILL), so the server drops its database and data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});

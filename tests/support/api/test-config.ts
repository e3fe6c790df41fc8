import { loadConfig, type Config } from '../../../src/server/config';

/**
 * The configuration of a server under test on a data folder of its own: no background jobs, no
 * answer floor, the fast test hashing; `env` overrides it the way an operator would, through
 * environment variables. Outside Vitest too (the benchmarks build their app with it).
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'false',
    // The floor that hides which addresses have accounts has its own test (timing.api.test.ts).
    AUTH_RESPONSE_FLOOR_MS: '0',
    // Thousands of sign-ups: better-auth's scrypt would cost minutes of CPU (config.ts).
    AUTH_PASSWORD_HASHING: 'fast-for-tests',
    ...env,
  });
}

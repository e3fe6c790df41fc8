import { defineConfig } from 'vitest/config';

/**
 * `npm run test:containers`: the container image, compose.yaml and the Kubernetes test example,
 * built and started with Podman (tests/system/*.podman.test.ts). Not part of `npm test` (its
 * project list is vitest.config.ts): building the images takes minutes. One file, in order.
 */
export default defineConfig({
  test: {
    include: ['tests/system/**/*.podman.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 1_800_000,
    fileParallelism: false,
  },
});

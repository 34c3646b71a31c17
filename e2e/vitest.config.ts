import { defineConfig } from 'vitest/config';

/** Browser journeys against the built product, started once on a fresh embedded database. */
export default defineConfig({
  test: {
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

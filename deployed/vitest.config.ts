import { defineConfig } from 'vitest/config';

/**
 * The product as deployed (`npm run test:deployed`, docs/OPERATIONS.md "Testing the product as it
 * runs"): each file starts the built server as processes and talks to them only from outside. One file
 * at a time: they start servers on fixed ports and share the machine's PostgreSQL and Redis.
 */
export default defineConfig({
  test: {
    include: ['deployed/**/*.deployed.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});

// Runs the deployed-product suite against the built product (run `npm run build` first).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('apps/server/dist/main.js') || !existsSync('apps/web/dist/index.html')) {
  console.error('The product is not built: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'deployed/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

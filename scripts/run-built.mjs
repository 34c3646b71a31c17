// Runs a vitest suite against the built product: `node scripts/run-built.mjs <suite> [vitest args]`,
// where <suite> is a folder with a vitest.config.ts (e2e, deployed). Refuses when the product is not built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [suite, ...args] = process.argv.slice(2);
const built = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/admin/dist/index.html'];
if (built.some((file) => !existsSync(file))) {
  console.error('The product is not built: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--config', `${suite}/vitest.config.ts`, ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

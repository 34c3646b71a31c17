/**
 * First-load JavaScript as it travels, read from Vite's manifests (run `npm run build` first):
 * - the player app's home route (bench/bundle/web.ts). Budget: ≤ 150 KB transferred (brotli, the
 *   .br file the server sends);
 * - the back office signed out and signed in (bench/bundle/admin.ts). Budget: ≤ 150 KB gzip each
 *   (gzip, the stricter: the same budget holds for a client without brotli).
 * Smoke mode (bench/smoke.ts) measures the same files and judges no budget (CI checks it in its own step).
 */
import { expectWork, SMOKE } from '../smoke.ts';
import { adminFirstLoads } from './admin.ts';
import { kb } from './first-load.ts';
import { webHomeFirstLoad } from './web.ts';

const BUDGET = 150 * 1024;
let over = false;

const home = webHomeFirstLoad();
expectWork(home.raw > 0, 'no JavaScript found for the home route');
console.table(home.rows);
console.log(
  `home first-load JS: ${kb(home.raw)} raw, ${kb(home.gzip)} gzip, ${kb(home.brotli)} transferred with brotli (budget 150 KB transferred)`,
);
console.log(home.homeKey ? `home chunk: ${home.homeKey}` : 'home is part of the entry chunk');
over ||= home.brotli > BUDGET;

for (const [arrival, sizes] of Object.entries(adminFirstLoads())) {
  expectWork(sizes.raw > 0, `no JavaScript found for the back office ${arrival}`);
  console.table(sizes.rows);
  console.log(
    `back office first-load JS, ${arrival}: ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli (budget 150 KB gzip)`,
  );
  over ||= sizes.gzip > BUDGET;
}
if (over && !SMOKE) process.exitCode = 1;

// Runs benchmarks by name (default: every one, bench/<name>/main.ts), one process each.
//   npm run bench -- http        GET /config/index vs a Fastify hello-world
//   npm run bench -- bundle      first-load JavaScript: player home (brotli) and back office (gzip); budgets
//   npm run bench -- lighthouse  Lighthouse mobile on home against the production build (npm start)
//   npm run bench:smoke          every bench in smoke mode (bench/smoke.ts): seconds each, tiny sizes,
//                                no number judged; fails when a bench fails. `--smoke` works with names too.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'results')
  .map((d) => d.name);
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const wanted = args.filter((a) => a !== '--smoke');
const names = wanted.length ? wanted : available;
const env = smoke ? { ...process.env, BENCH_SMOKE: '1' } : process.env;
const times = [];
let failed = false;
for (const name of names) {
  if (!available.includes(name)) {
    console.error(`unknown benchmark "${name}"; available: ${available.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n### bench/${name}${smoke ? ' (smoke)' : ''}`);
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', `bench/${name}/main.ts`], { stdio: 'inherit', env });
  const seconds = (performance.now() - started) / 1000;
  times.push(`${name} ${seconds.toFixed(1)} s${result.status === 0 ? '' : ' FAILED'}`);
  failed ||= result.status !== 0;
}
if (names.length > 1) console.log(`\n${times.join(', ')}`);
process.exit(failed ? 1 : 0);

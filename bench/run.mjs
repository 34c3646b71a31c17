// Runs one benchmark by name (default: all that need no external service).
//   npm run bench -- http        GET /config/index vs a Fastify hello-world
//   npm run bench -- bundle      player app first-load JavaScript for home (transferred, brotli; budget)
//   npm run bench -- lighthouse  Lighthouse mobile on home against the production build (npm start)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'results')
  .map((d) => d.name);
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : available;
let failed = false;
for (const name of names) {
  if (!available.includes(name)) {
    console.error(`unknown benchmark "${name}"; available: ${available.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n### bench/${name}`);
  const result = spawnSync('npx', ['tsx', `bench/${name}/main.ts`], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);

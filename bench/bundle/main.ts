/**
 * First-load JavaScript of the home route as it travels: the entry chunk, its static imports, the
 * entry's own dynamic imports (main.tsx loads the app in steps) and the home page's lazy chunk, with
 * their static imports, read from Vite's manifest (run `npm run build` first).
 * "brotli" is the size of the .br file the build wrote and the server sends (scripts/precompress.mjs);
 * gzip is what a client without brotli receives. Budget: ≤ 150 KB transferred (brotli); smoke mode
 * (bench/smoke.ts) measures the same files and judges no budget (CI checks it in its own step).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expectWork, SMOKE } from '../smoke.ts';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string };
const dist = join(process.cwd(), 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const BUDGET = 150 * 1024;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const homeKey = Object.keys(manifest).find((k) => /features\/home\/|pages\/home|home-page|HomePage/i.test(k));
const keys = closure([entry[0], ...(entry[1].dynamicImports ?? []), ...(homeKey ? [homeKey] : [])]);
let raw = 0;
let gz = 0;
let br = 0;
const rows: Record<string, { raw: number; gzip: number; brotli: number }> = {};
for (const key of keys) {
  const file = manifest[key]!.file;
  if (!file.endsWith('.js')) continue;
  const bytes = readFileSync(join(dist, file));
  const g = gzipSync(bytes, { level: 9 }).length;
  const brFile = join(dist, `${file}.br`);
  const b = existsSync(brFile) ? readFileSync(brFile).length : g;
  raw += bytes.length;
  gz += g;
  br += b;
  rows[file] = { raw: bytes.length, gzip: g, brotli: b };
}
expectWork(raw > 0, 'no JavaScript found for the home route');
console.table(rows);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `home first-load JS: ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} transferred with brotli (budget 150 KB transferred)`,
);
console.log(homeKey ? `home chunk: ${homeKey}` : 'home is part of the entry chunk');
if (br > BUDGET && !SMOKE) process.exitCode = 1;

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's manifest (`build.manifest: true`). */
export type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
};
export type Sizes = { raw: number; gzip: number; brotli: number; rows: Record<string, Omit<Sizes, 'rows'>> };

/** A built app's manifest (run `npm run build` first). */
export function readManifest(dist: string): Record<string, Chunk> {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
}

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
export function closure(
  manifest: Record<string, Chunk>,
  keys: string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/**
 * The JavaScript of those chunks as it travels: raw, gzip -9 (what a client without brotli receives)
 * and the `.br` file the build wrote (scripts/precompress.mjs), gzip where there is none.
 */
export function sizesOf(dist: string, manifest: Record<string, Chunk>, keys: Set<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0, rows: {} };
  for (const key of keys) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(join(dist, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const brFile = join(dist, `${file}.br`);
    const brotli = existsSync(brFile) ? readFileSync(brFile).length : gzip;
    total.raw += bytes.length;
    total.gzip += gzip;
    total.brotli += brotli;
    total.rows[file] = { raw: bytes.length, gzip, brotli };
  }
  return total;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

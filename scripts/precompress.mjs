// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies next to every compressible file of a
// built app, once at build time, so the server sends them without compressing per request
// (@fastify/static `preCompressed`). Usage: node scripts/precompress.mjs <dist> [<dist>…]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
  '.xml',
]);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const dist of process.argv.slice(2)) {
  for (const path of files(dist)) {
    if (!COMPRESSIBLE.has(extname(path)) || path.endsWith('.map')) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    raw += body.length;
    brotli += br.length;
    count += 1;
  }
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB brotli`,
);

import { join } from 'node:path';
import { closure, readManifest, type Sizes, sizesOf } from './first-load.ts';

/**
 * The player app's home route: the entry chunk, its static imports, the entry's own dynamic imports
 * (main.tsx loads the app in steps) and the home page's lazy chunk, with their static imports.
 */
export function webHomeFirstLoad(): Sizes & { homeKey: string | undefined } {
  const dist = join(process.cwd(), 'apps/web/dist');
  const manifest = readManifest(dist);
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the player app manifest');
  const homeKey = Object.keys(manifest).find((k) =>
    /features\/home\/|pages\/home|home-page|HomePage/i.test(k),
  );
  const keys = closure(manifest, [
    entry[0],
    ...(entry[1].dynamicImports ?? []),
    ...(homeKey ? [homeKey] : []),
  ]);
  return { ...sizesOf(dist, manifest, keys), homeKey };
}

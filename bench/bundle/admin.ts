import { join } from 'node:path';
import { closure, readManifest, type Sizes, sizesOf } from './first-load.ts';

/**
 * The back office's first load, both ways a staff member arrives: signed out (the entry and the
 * sign-in page's chunk) and signed in (the entry and the dashboard's chunk, the index route), each
 * with their static imports. Every other screen is its own chunk (apps/admin/src/app/lazy-page.tsx),
 * fetched when opened; the dashboard's charts (uPlot) load after its figures, and the four languages
 * other than pt-BR load when chosen — none of them is part of a first load.
 */
export function adminFirstLoads(): Record<'signed out' | 'signed in', Sizes> {
  const dist = join(process.cwd(), 'apps/admin/dist');
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the back office manifest');
  const page = (pattern: RegExp) => {
    const key = Object.keys(manifest).find((k) => pattern.test(k));
    if (!key) throw new Error(`no chunk for ${pattern} in the back office manifest: is every route lazy?`);
    return key;
  };
  return {
    'signed out': sizesOf(dist, manifest, closure(manifest, [entry, page(/routes\/auth\/sign-in-page/)])),
    'signed in': sizesOf(
      dist,
      manifest,
      closure(manifest, [entry, page(/routes\/dashboard\/dashboard-page/)]),
    ),
  };
}

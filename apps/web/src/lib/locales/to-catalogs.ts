import type { Catalog } from '@jl/core/i18n/resources.ts';

/** `{'…/en/common.json': {...}}` from import.meta.glob → `{common: {...}}`. */
export function toCatalogs(files: Record<string, Catalog>): Record<string, Catalog> {
  const out: Record<string, Catalog> = {};
  for (const [file, catalog] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) out[namespace] = catalog;
  }
  return out;
}

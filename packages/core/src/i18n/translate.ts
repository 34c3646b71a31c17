import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { type Catalog, type Namespace, resources } from './resources.ts';

function lookup(catalog: Catalog | undefined, path: string): string | undefined {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side translation of "namespace:key.path" with {{name}} interpolation, falling back to pt-BR
 * and then to the key itself. The web app uses i18next over the same catalogs.
 */
export function translate(locale: Locale, key: string, vars?: Record<string, string | number>): string {
  const [ns, path] = key.includes(':')
    ? (key.split(':', 2) as [Namespace, string])
    : (['common', key] as const);
  const text = lookup(resources[locale]?.[ns], path) ?? lookup(resources[DEFAULT_LOCALE][ns], path) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

import { DEFAULT_LOCALE, LOCALES, type Locale, resolveLocale } from '@jl/core/i18n/locales.ts';
import type { Bundle } from './locales/bundle.ts';

/** The string at a dotted path of a catalog tree, or undefined (a missing key, or a branch). */
function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` placeholders, the only catalog feature (no plurals, nesting or formatters are used). */
export function interpolate(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
}

/**
 * A key of the back office: `backoffice.games.title`, or a shared schema's `staff:validation.amount`
 * (the namespace before a colon). Looked up in the locale's bundle, then in pt-BR's (the source of
 * every key), then the key itself, so a missing string shows a key a test can catch, never a blank.
 */
export function translate(
  bundles: Partial<Record<Locale, Bundle>>,
  locale: Locale,
  key: string,
  vars?: Record<string, string | number>,
): string {
  const path = key.replace(':', '.');
  const text = lookup(bundles[locale], path) ?? lookup(bundles[DEFAULT_LOCALE], path) ?? key;
  return interpolate(text, vars);
}

/** One of ours for a stored value or a browser language, or null ("fr-FR" is none of the five). */
export function matchLocale(input: string | null | undefined): Locale | null {
  if (!input) return null;
  const resolved = resolveLocale(input);
  return resolved !== DEFAULT_LOCALE || input.trim().toLowerCase().startsWith('pt') ? resolved : null;
}

/** The staff member's choice if stored, else the first browser language that is one of ours, else pt-BR. */
export function initialLocale(stored: string | null, browser: readonly string[]): Locale {
  const chosen = stored && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : null;
  return chosen ?? browser.map(matchLocale).find((l) => l !== null) ?? DEFAULT_LOCALE;
}

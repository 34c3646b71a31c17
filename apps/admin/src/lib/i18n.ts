import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@jl/core/i18n/locales.ts';
import { useSyncExternalStore } from 'react';
import type { Bundle } from './locales/bundle.ts';
import ptBR from './locales/pt-BR.ts';
import { initialLocale, translate } from './translate.ts';

export { LOCALE_NAMES, LOCALES, type Locale };

/**
 * The back office's language: the small lookup of `translate.ts` over the catalogs of `@jl/core`
 * (docs/ARCHITECTURE.md, "Back office" says why not i18next). pt-BR, the default and the fallback of
 * every key, is part of the first load; each other language is one chunk, loaded when it is chosen
 * (or at start, before the first render, when it was chosen before). The choice is remembered in
 * localStorage and sent as the `lang` header, so the server's refusals come in the same language.
 */
const STORAGE_KEY = 'jl-admin-lang';
const LAZY: Record<Exclude<Locale, 'pt-BR'>, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locales/en.ts'),
  es: () => import('./locales/es.ts'),
  'zh-Hans': () => import('./locales/zh-Hans.ts'),
  'id-ID': () => import('./locales/id-ID.ts'),
};

const bundles: Partial<Record<Locale, Bundle>> = { [DEFAULT_LOCALE]: ptBR };
let current: Locale = DEFAULT_LOCALE;
let wanted: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser: the choice lasts for the page only
  }
}

async function load(locale: Locale): Promise<void> {
  if (bundles[locale]) return;
  bundles[locale] = (await LAZY[locale as Exclude<Locale, 'pt-BR'>]()).default;
}

async function apply(locale: Locale): Promise<boolean> {
  wanted = locale;
  await load(locale);
  if (wanted !== locale) return false; // another language was picked while this one loaded
  current = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.title = `Jogo Limpo · ${t('backoffice.shell.brand')}`;
  }
  for (const listener of listeners) listener();
  return true;
}

/** The staff member picks a language: its catalogs load, every screen re-renders, the choice is kept. */
export async function setLocale(locale: Locale): Promise<void> {
  if (await apply(locale)) storage()?.setItem(STORAGE_KEY, locale);
}

/** At start: the remembered language, else the browser's if it is one of the five, else pt-BR. */
export async function startI18n(): Promise<Locale> {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const locale = initialLocale(storage()?.getItem(STORAGE_KEY) ?? null, browser);
  await apply(locale).catch(() => apply(DEFAULT_LOCALE)); // a chunk that cannot load: pt-BR
  return current;
}

export const getLocale = (): Locale => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; a component that calls it re-renders (with its children) when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/** `t('backoffice.games.title')`, `t('staff:validation.amount')`, with `{{name}}` values. */
export function t(key: string, vars?: Record<string, string | number>): string {
  return translate(bundles, current, key, vars);
}

/** A label that may be missing from the catalog (a game added later): the fallback, not the raw key. */
export function label(key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

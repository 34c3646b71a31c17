import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jl/core/i18n/locales.ts';
import type { Catalog } from '@jl/core/i18n/resources.ts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from './locales/pt-BR.ts';
import { appStore } from './store.ts';

/**
 * i18next over the catalogs of `@jl/core` (one namespace per domain, `common` by default). pt-BR,
 * the default and fallback, is part of the first load; each other language is one small chunk
 * loaded when it is chosen, so the first load does not grow five times with every namespace.
 * The language lives in the app store (persisted, sent as the `lang` header); this module follows it.
 */
export const i18n: I18n = i18next.createInstance();

type Bundle = Record<string, Catalog>;
const LAZY_LOCALES: Record<Exclude<Locale, 'pt-BR'>, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locales/en.ts'),
  es: () => import('./locales/es.ts'),
  'zh-Hans': () => import('./locales/zh-Hans.ts'),
  'id-ID': () => import('./locales/id-ID.ts'),
};

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LOCALE]: ptBR },
  partialBundledLanguages: true,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(ptBR),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Makes a language's catalogs available; resolves once they are (pt-BR always is). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'pt-BR' || i18n.hasResourceBundle(locale, 'common')) return;
  const { default: bundle } = await LAZY_LOCALES[locale]();
  for (const [namespace, catalog] of Object.entries(bundle))
    i18n.addResourceBundle(locale, namespace, catalog, true, true);
}

/** Switches i18next and <html lang> to the stored language (falls back to pt-BR if it cannot load). */
export async function applyLanguage(locale: Locale = appStore.get().lang): Promise<void> {
  try {
    await loadLocale(locale);
  } catch {
    return;
  }
  if (appStore.get().lang !== locale) return; // the player picked another one meanwhile
  // Already the language (pt-BR at every start of a pt-BR visitor): switching again would only
  // notify every translated component for nothing.
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

let current = appStore.get().lang;
appStore.subscribe(() => {
  const { lang } = appStore.get();
  if (lang === current) return;
  current = lang;
  void applyLanguage(lang);
});

/** Translation outside React (api client, toasts). */
export const t: I18n['t'] = i18n.t.bind(i18n);

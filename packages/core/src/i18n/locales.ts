export const LOCALES = ['pt-BR', 'en', 'es', 'zh-Hans', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

/** The language names as each is written in itself, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  es: 'Español',
  'zh-Hans': '简体中文',
  'id-ID': 'Bahasa Indonesia',
};

/** Maps an incoming `lang` header or browser language to one of ours; pt-BR is the fallback. */
export function resolveLocale(input: string | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE;
  const wanted = input.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  if (wanted.startsWith('pt')) return 'pt-BR';
  if (wanted.startsWith('zh')) return 'zh-Hans';
  if (wanted.startsWith('id') || wanted.startsWith('in')) return 'id-ID';
  if (wanted.startsWith('es')) return 'es';
  if (wanted.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}

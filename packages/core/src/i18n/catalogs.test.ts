import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { NAMESPACES, resources } from './resources.ts';

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort() : [];
}

function get(node: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], node);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * A key as every language has it: plural forms (`streak_one`, `streak_other`, i18next's suffixes) are
 * folded into their base, because each language has its own forms (checked below).
 */
const base = (key: string) => key.replace(PLURAL, '');

/**
 * The plural forms a language must give a key that pt-BR writes in plural forms: the categories of its
 * plural rules (`Intl.PluralRules`, what i18next selects by), plus `zero` when pt-BR has one (i18next
 * uses `_zero` for a count of 0 in every language).
 */
function pluralForms(locale: string, sourceForms: string[]): string[] {
  const categories: string[] = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return [...new Set([...categories, ...sourceForms.filter((f) => f === 'zero')])].sort();
}

function formsOf(keysOfCatalog: string[], key: string): string[] {
  return keysOfCatalog
    .filter((k) => PLURAL.test(k) && base(k) === key)
    .map((k) => k.slice(key.length + 1))
    .sort();
}

describe('string catalogs', () => {
  for (const ns of NAMESPACES) {
    const sourceKeys = keys(resources['pt-BR'][ns]).filter(Boolean);
    const source = [...new Set(sourceKeys.map(base))].sort();
    const plurals = source.filter((key) => formsOf(sourceKeys, key).length > 0);
    for (const locale of LOCALES) {
      it(`${locale}/${ns} has exactly the pt-BR keys, each non-empty with the same placeholders`, () => {
        const catalog = resources[locale][ns];
        const own = keys(catalog).filter(Boolean);
        expect([...new Set(own.map(base))].sort()).toEqual(source);
        for (const key of own) {
          const text = get(catalog, key);
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${ns}:${key}`).toBe(true);
          const sourceKey = PLURAL.test(key) ? `${base(key)}_other` : key;
          const sourceText = get(
            resources['pt-BR'][ns],
            PLURAL.test(key) && key.endsWith('_zero') ? key : sourceKey,
          );
          expect(placeholders(text), `${locale}/${ns}:${key}`).toEqual(placeholders(sourceText));
        }
      });
      if (plurals.length > 0)
        it(`${locale}/${ns} gives each plural key the forms its language's plural rules select`, () => {
          const own = keys(resources[locale][ns]).filter(Boolean);
          for (const key of plurals)
            expect(formsOf(own, key), `${locale}/${ns}:${key}`).toEqual(
              pluralForms(locale, formsOf(sourceKeys, key)),
            );
        });
    }
  }
});

describe('plural forms', () => {
  it('are written as plural forms, never as "dia(s)"', () => {
    const parenthesised = LOCALES.flatMap((locale) =>
      NAMESPACES.filter((ns) => ns !== 'backoffice').flatMap((ns) =>
        keys(resources[locale][ns])
          .filter(Boolean)
          .filter((key) => /\w\((s|es|ões)\)/.test(String(get(resources[locale][ns], key))))
          .map((key) => `${locale}/${ns}:${key}`),
      ),
    );
    expect(parenthesised).toEqual([]);
  });
});

describe('words left in English', () => {
  // Names that are the same word in the language (or the genre's own term there); anything else equal
  // to the English text in another locale is an untranslated string.
  const sameWord: Record<string, string[]> = {
    'pt-BR': ['BAR', 'Maraca'],
    es: ['BAR', 'Jaguar', 'Maraca'],
    'zh-Hans': ['BAR'],
    'id-ID': ['BAR', 'Wild', 'Lemon', 'Jaguar'],
  };
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} names every slot symbol in its own words`, () => {
      const english = resources.en.games.symbols as Record<string, string>;
      const own = resources[locale].games.symbols as Record<string, string>;
      const untranslated = Object.entries(own)
        .filter(([key, text]) => text === english[key] && !sameWord[locale]!.includes(text))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  }
});

describe('the wagering still to do', () => {
  // It is a target of bets, not money the player holds: no text may call it a balance.
  const asBalance: Record<string, RegExp> = {
    'pt-BR': /saldo a apostar/i,
    en: /balance to be wagered/i,
    es: /saldo (a|por) apostar/i,
    'zh-Hans': /待投注(余额|金额)/,
    'id-ID': /saldo (taruhan|yang harus)/i,
  };
  for (const locale of LOCALES) {
    it(`is never called a balance in ${locale}`, () => {
      const texts = NAMESPACES.flatMap((ns) =>
        keys(resources[locale][ns])
          .filter(Boolean)
          .map((key) => [`${ns}:${key}`, String(get(resources[locale][ns], key))] as const),
      );
      expect(texts.filter(([, text]) => asBalance[locale]!.test(text)).map(([key]) => key)).toEqual([]);
    });
  }
});

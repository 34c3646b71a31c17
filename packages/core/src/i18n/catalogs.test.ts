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

describe('string catalogs', () => {
  for (const ns of NAMESPACES) {
    const source = keys(resources['pt-BR'][ns]).filter(Boolean).sort();
    for (const locale of LOCALES) {
      it(`${locale}/${ns} has exactly the pt-BR keys, each non-empty with the same placeholders`, () => {
        const catalog = resources[locale][ns];
        expect(keys(catalog).filter(Boolean).sort()).toEqual(source);
        for (const key of source) {
          const text = get(catalog, key);
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${ns}:${key}`).toBe(true);
          expect(placeholders(text), `${locale}/${ns}:${key}`).toEqual(
            placeholders(get(resources['pt-BR'][ns], key)),
          );
        }
      });
    }
  }
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

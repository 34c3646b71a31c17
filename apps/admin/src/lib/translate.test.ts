import { describe, expect, it } from 'vitest';
import type { Bundle } from './locales/bundle.ts';
import { initialLocale, interpolate, matchLocale, translate } from './translate.ts';

const bundle = (backoffice: Record<string, unknown>): Bundle => ({
  backoffice,
  staff: { validation: { amount: 'Valor inválido' } },
  vip: {},
  games: {},
  wallet: {},
});
const bundles = {
  'pt-BR': bundle({ shell: { signOut: 'Sair', greeting: 'Olá, {{name}}' }, onlyHere: 'Só em português' }),
  en: bundle({ shell: { signOut: 'Sign out', greeting: 'Hello, {{ name }}' } }),
};

describe('translate', () => {
  it('answers the locale’s string', () => {
    expect(translate(bundles, 'en', 'backoffice.shell.signOut')).toBe('Sign out');
    expect(translate(bundles, 'pt-BR', 'backoffice.shell.signOut')).toBe('Sair');
  });

  it('falls back to pt-BR for a key the locale lacks, then to the key itself', () => {
    expect(translate(bundles, 'en', 'backoffice.onlyHere')).toBe('Só em português');
    expect(translate(bundles, 'en', 'backoffice.shell.missing')).toBe('backoffice.shell.missing');
  });

  it('falls back to pt-BR for a locale whose catalogs are not loaded', () => {
    expect(translate(bundles, 'zh-Hans', 'backoffice.shell.signOut')).toBe('Sair');
  });

  it('answers the key for a branch of the catalog, not an object', () => {
    expect(translate(bundles, 'en', 'backoffice.shell')).toBe('backoffice.shell');
  });

  it('reads a shared schema’s "namespace:key" message', () => {
    expect(translate(bundles, 'en', 'staff:validation.amount')).toBe('Valor inválido');
  });

  it('fills {{placeholders}}, with or without spaces, and leaves a missing value empty', () => {
    expect(translate(bundles, 'en', 'backoffice.shell.greeting', { name: 'Ana' })).toBe('Hello, Ana');
    expect(translate(bundles, 'pt-BR', 'backoffice.shell.greeting', { name: 7 })).toBe('Olá, 7');
    expect(interpolate('{{a}} e {{b}}', { a: 1 })).toBe('1 e ');
    expect(interpolate('sem valores {{a}}')).toBe('sem valores {{a}}');
  });
});

describe('the starting language', () => {
  it('is the remembered choice when it is one of the five', () => {
    expect(initialLocale('zh-Hans', ['en-US'])).toBe('zh-Hans');
    expect(initialLocale('id-ID', [])).toBe('id-ID');
  });

  it('is the first browser language that is one of ours otherwise', () => {
    expect(initialLocale(null, ['fr-FR', 'en-GB', 'es'])).toBe('en');
    expect(initialLocale(null, ['zh-CN'])).toBe('zh-Hans');
    expect(initialLocale(null, ['id'])).toBe('id-ID');
    expect(initialLocale('klingon', ['es-AR'])).toBe('es');
  });

  it('is pt-BR when nothing matches', () => {
    expect(initialLocale(null, ['fr-FR', 'de'])).toBe('pt-BR');
    expect(initialLocale(null, [])).toBe('pt-BR');
  });

  it('tells a language of ours from one that is not', () => {
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('fr')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });
});

import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The language state of the back office, fresh for each test (module state: the loaded catalogs and
 * the current language), with the real catalogs of @jl/core loaded through the per-locale chunks.
 */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

/** A screen with one word on it and the switcher, re-rendered by the language like the app's routes. */
function Screen(props: { i18n: Awaited<ReturnType<typeof freshI18n>>; Switcher: ComponentType }) {
  props.i18n.useLocale();
  return (
    <>
      <button type="button">{props.i18n.t('backoffice.shell.signOut')}</button>
      <props.Switcher />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'pt-BR';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff member’s language', () => {
  it('starts in pt-BR with nothing remembered and a browser language that is not one of ours', async () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' });
    const i18n = await freshI18n();
    expect(await i18n.startI18n()).toBe('pt-BR');
    expect(i18n.t('backoffice.shell.signOut')).toBe('Sair');
  });

  it('starts in the browser’s language when it is one of the five, without remembering it', async () => {
    vi.stubGlobal('navigator', { languages: ['id-ID', 'en'], language: 'id-ID' });
    const i18n = await freshI18n();
    expect(await i18n.startI18n()).toBe('id-ID');
    expect(i18n.t('backoffice.shell.signOut')).toBe('Keluar');
    expect(document.documentElement.lang).toBe('id-ID');
    expect(localStorage.getItem('jl-admin-lang')).toBeNull();
  });

  it('is remembered when chosen, and is the language of the next start', async () => {
    const first = await freshI18n();
    await first.setLocale('zh-Hans');
    expect(first.t('backoffice.shell.signOut')).toBe('退出');
    expect(localStorage.getItem('jl-admin-lang')).toBe('zh-Hans');

    vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
    const next = await freshI18n();
    expect(await next.startI18n()).toBe('zh-Hans');
    expect(next.t('backoffice.auth.continue')).toBe('继续');
  });

  it('keeps the last choice when two languages load at once', async () => {
    const i18n = await freshI18n();
    await Promise.all([i18n.setLocale('es'), i18n.setLocale('en')]);
    expect(i18n.getLocale()).toBe('en');
    expect(localStorage.getItem('jl-admin-lang')).toBe('en');
  });

  it('fills placeholders and falls back to the key for one no catalog has', async () => {
    const i18n = await freshI18n();
    await i18n.setLocale('en');
    expect(i18n.t('backoffice.common.pageOf', { page: 2, pages: 5, total: 98 })).toBe(
      'Page 2 of 5 · 98 records',
    );
    expect(i18n.t('backoffice.nothing.here')).toBe('backoffice.nothing.here');
    expect(i18n.label('games:names.no-such-game', 'no-such-game')).toBe('no-such-game');
  });
});

describe('the language switcher', () => {
  it('offers the five languages, each in its own words, and re-renders the screen in the one chosen', async () => {
    vi.stubGlobal('navigator', { languages: ['pt-BR'], language: 'pt-BR' });
    const i18n = await freshI18n();
    const { LanguageSwitcher } = await import('../components/ui/language-switcher.tsx');
    await i18n.startI18n();
    const client = new QueryClient();
    const refetch = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Screen i18n={i18n} Switcher={LanguageSwitcher} />
      </QueryClientProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Idioma' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Português (Brasil)',
      'English',
      'Español',
      '简体中文',
      'Bahasa Indonesia',
    ]);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'en' } });
    });
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
    expect(localStorage.getItem('jl-admin-lang')).toBe('en');
    // What is on screen is fetched again, so the server's own texts follow the language.
    expect(refetch).toHaveBeenCalled();
  });
});

describe('the API client', () => {
  it('sends the chosen language as the lang header, so staff errors come in it', async () => {
    const i18n = await freshI18n();
    const { call } = await import('./api.ts');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: {} })));
    vi.stubGlobal('fetch', fetch);
    await i18n.setLocale('es');
    await call(staffAdminApi.logout);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).lang).toBe('es');
  });

  it('words its own failures in the chosen language', async () => {
    const i18n = await freshI18n();
    const { call } = await import('./api.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await i18n.setLocale('zh-Hans');
    await expect(call(staffAdminApi.me)).rejects.toThrow('无法连接服务器');
  });
});

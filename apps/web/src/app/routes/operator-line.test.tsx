import type { SiteConfig } from '@jl/core/contracts/config.ts';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/i18n.ts';
import { setAppState } from '../../lib/store.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { resetApp } from '../../testing/test-utils.ts';
import { OperatorLine } from './operator-line.tsx';

const withOperator = (authorisation: string) =>
  ({
    compliance: { operator: { name: 'Jogo Limpo Demo Ltda.', cnpj: '00.000.000/0001-91', authorisation } },
  }) as unknown as SiteConfig;

beforeEach(resetApp);
afterEach(async () => {
  cleanup();
  setAppState({ lang: 'pt-BR' });
  await applyLanguage('pt-BR');
});

describe('operator line', () => {
  const cases = [
    ['pt-BR', 'Operado por Jogo Limpo Demo Ltda. · CNPJ 00.000.000/0001-91 · sem autorização da SPA/MF'],
    ['en', 'Operated by Jogo Limpo Demo Ltda. · CNPJ 00.000.000/0001-91 · no SPA/MF authorisation'],
    ['es', 'Operado por Jogo Limpo Demo Ltda. · CNPJ 00.000.000/0001-91 · sin autorización de la SPA/MF'],
    ['zh-Hans', '运营方 Jogo Limpo Demo Ltda. · CNPJ 00.000.000/0001-91 · 未获 SPA/MF 许可'],
    ['id-ID', 'Dioperasikan oleh Jogo Limpo Demo Ltda. · CNPJ 00.000.000/0001-91 · tanpa izin SPA/MF'],
  ] as const;
  it.each(cases)(
    'says in %s that the operator has no authorisation when none is configured',
    async (lang, line) => {
      setAppState({ lang, config: withOperator('') });
      await act(() => applyLanguage(lang));
      renderWithProviders(<OperatorLine className="x" />);
      expect(screen.getByTestId('operator-line').textContent).toBe(line);
    },
  );

  it('names a configured authorisation in the player language', async () => {
    setAppState({ lang: 'en', config: withOperator('SPA/MF 123/2025') });
    await act(() => applyLanguage('en'));
    renderWithProviders(<OperatorLine className="x" />);
    expect(screen.getByTestId('operator-line').textContent).toBe(
      'Operated by Jogo Limpo Demo Ltda. · CNPJ 00.000.000/0001-91 · Authorisation SPA/MF 123/2025',
    );
  });
});

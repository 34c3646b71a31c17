import type { AdminGlance } from '@jl/core/contracts/admin-glance.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlanceCell, PlayerGlance } from './player-glance.tsx';

const PLAYER: AdminGlance['players'][number] = {
  id: '7',
  totals: { deposits: '1234.56', withdrawals: '200.00', net: '1034.56', bonuses: '12.00', staked: '88.10' },
  flags: [
    { kind: 'shared_cpf', value: '***.456.789-**', accounts: ['12', '40'] },
    {
      kind: 'withdrawn_without_play',
      deposit: '100.00',
      deposited_at: '2026-03-10T15:00:00.000Z',
      staked: '10.00',
      withdrawal: '80.00',
      withdrawn_at: '2026-03-10T16:30:00.000Z',
      min_percent: 50,
    },
    {
      kind: 'velocity',
      what: 'deposits',
      count: 6,
      window_minutes: 60,
      threshold: 5,
      at: '2026-03-10T15:00:00.000Z',
    },
    {
      kind: 'abroad',
      count: 2,
      source: 'ip',
      country: 'AR',
      at: '2026-03-11T15:00:00.000Z',
      lookback_days: 30,
    },
  ],
  kyc: { state: 'review', reason: 'name_mismatch' },
};
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ code: 1, msg: '', data: { players: [PLAYER] } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the player at a glance', () => {
  it('shows the lifetime totals in reais and each flag with its numbers and linked accounts', async () => {
    renderIn(<PlayerGlance id="7" />);
    expect(await screen.findByText('R$ 1.234,56')).toBeTruthy();
    expect(screen.getByText('R$ 1.034,56')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('/admin/players/glance?ids=7');
    expect(screen.getByText(/O CPF \*\*\*\.456\.789-\*\* também está em 2 outra/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '#12' }).getAttribute('href')).toBe('/players/12');
    expect(screen.getByRole('link', { name: '#40' }).getAttribute('href')).toBe('/players/40');
    expect(
      screen.getByText(/Depositou R\$ 100,00 em 10\/03\/2026, 12:00:00 e apostou só R\$ 10,00/),
    ).toBeTruthy();
    expect(screen.getByText(/6 depósitos em 60 minutos/)).toBeTruthy();
    expect(
      screen.getByText(
        /2 decisão\(ões\) de localização fora do Brasil nos últimos 30 dias; a mais recente: Argentina, pelo endereço de internet, em 11\/03\/2026/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('KYC · Em revisão')).toBeTruthy();
    expect(screen.getByText('Nome não confere com a Receita')).toBeTruthy();
  });

  it('a queue row: deposits, stakes and the flags’ titles, the explanation as the badge’s title', () => {
    renderIn(<GlanceCell player={PLAYER} />);
    const badge = screen.getByText('CPF compartilhado');
    expect(badge.getAttribute('title')).toContain('2 outra(s) conta(s)');
    expect(screen.getByText(/Depósitos R\$ 1\.234,56/)).toBeTruthy();
    // The identity state, compact, its reason as the title.
    expect(screen.getByText('KYC · Em revisão').getAttribute('title')).toBe('Nome não confere com a Receita');
    renderIn(<GlanceCell player={{ ...PLAYER, flags: [] }} />);
    expect(screen.getByText('Nenhum alerta de risco.')).toBeTruthy();
  });
});

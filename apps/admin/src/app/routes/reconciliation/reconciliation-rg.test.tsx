import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RgOverviewPage } from '../rg/rg-overview-page.tsx';
import { ReconciliationPage } from './reconciliation-page.tsx';

const ANSWERS: Record<string, unknown> = {
  '/admin/reconciliation/payouts': {
    recheck_minutes: 10,
    list: [
      {
        id: '5',
        order_no: 'WD2026031000000000A',
        member_id: '12',
        amount: '1500.00',
        state: 'awaiting_psp',
        updated_at: '2026-03-10T15:00:00.000Z',
        requested_at: '2026-03-10T15:00:00.000Z',
        attempts: 2,
      },
    ],
  },
  '/admin/games/reconciliation': {
    list: [
      {
        id: '1',
        run_at: '2026-03-10T06:00:00.000Z',
        platform: 'sandbox-transfer',
        member_id: '40',
        kind: 'balance_mismatch',
        ours: '10.00',
        theirs: '12.50',
        transfer_id: null,
      },
    ],
    total: 1,
    page: 1,
    size: 20,
  },
  '/admin/rg/overview': {
    states: [
      {
        state: 'limits',
        count: 3,
        list: [{ member_id: '7', since: '2026-03-10T15:00:00.000Z', until: null, detail: '2' }],
      },
      {
        state: 'cooloff',
        count: 1,
        list: [
          {
            member_id: '8',
            since: '2026-03-10T15:00:00.000Z',
            until: '2026-03-11T15:00:00.000Z',
            detail: '24h',
          },
        ],
      },
      {
        state: 'exclusion',
        count: 1,
        list: [{ member_id: '9', since: '2026-03-10T15:00:00.000Z', until: null, detail: 'permanent' }],
      },
      { state: 'registry_barred', count: 0, list: [] },
      { state: 'closing', count: 0, list: [] },
    ],
  },
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://admin.test').pathname.replace('/api/v2', '');
    return new Response(JSON.stringify({ code: 1, msg: '', data: ANSWERS[path] }), {
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

describe('the reconciliation page', () => {
  it('lists Pix payouts without a result and the platforms’ findings, amounts in reais', async () => {
    renderIn(<ReconciliationPage />);
    expect(await screen.findByText('WD2026031000000000A')).toBeTruthy();
    expect(screen.getByText('Aguardando o PSP')).toBeTruthy();
    expect(screen.getByText('R$ 1.500,00')).toBeTruthy();
    expect(await screen.findByText('Saldo diverge')).toBeTruthy();
    expect(screen.getByText('R$ 12,50')).toBeTruthy();
    expect(screen.getByRole('link', { name: '40' }).getAttribute('href')).toBe('/players/40');
  });
});

describe('the responsible-gaming overview', () => {
  it('shows each state with its count and players; an empty state says so', async () => {
    renderIn(<RgOverviewPage />);
    const cooloff = await screen.findByRole('region', { name: 'Pausa' });
    expect(within(cooloff).getByText('1')).toBeTruthy();
    expect(within(cooloff).getByText('24 horas')).toBeTruthy();
    const exclusion = screen.getByRole('region', { name: 'Autoexclusão' });
    expect(within(exclusion).getByText('Permanente')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Limites definidos' })).getByText('2 limite(s)'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Encerramento em andamento' })).getByText('Nenhum jogador.'),
    ).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/store.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import type { FundLogItem } from '../api/wallet-api.ts';
import { FundLog } from './fund-log.tsx';

const entry = (n: number, over: Partial<FundLogItem> = {}): FundLogItem => ({
  id: String(n),
  type: 13,
  type_label: 'Ganho/perda do saldo sacável',
  amount: '-1.00',
  balance_after: `${100 - n}.00`,
  time: new Date(Date.now() - n * 60_000).toISOString(),
  status: 'success',
  status_label: 'Sucesso',
  money_type: 'withdrawable',
  round: null,
  ...over,
});

/** A fund log of `total` entries served in pages, as `GET /fund/log` answers. */
function fundLogServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => entry(i + 1));
  return routeFetch({
    '/fund/log': (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const type = query.get('type');
      const rows = type ? all.filter((row) => String(row.type) === type) : all;
      return {
        code: 1,
        msg: '',
        data: { list: rows.slice((page - 1) * size, page * size), total: rows.length, page, size },
      };
    },
  });
}

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

beforeEach(() => {
  resetApp();
  setSession({ member_id: '7', token: 'tok' });
});
afterEach(cleanup);

describe('balance record', { timeout: 20_000 }, () => {
  it('loads the next page at the end of the list until the total is reached, then says so', async () => {
    // jsdom has no layout: the page is always "within 50 px of the end", so each page follows the last.
    const api = fundLogServer(45);
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<FundLog />);
    expect(await screen.findByText('Fim dos registros')).toBeTruthy();
    const list = screen.getByTestId('fund-log');
    expect(within(list).getAllByRole('listitem')).toHaveLength(45);
    const pages = api.calls.map((call) => params(call.url));
    expect(pages.map((p) => p.page)).toEqual(['1', '2', '3']);
    expect(pages.every((p) => p.size === '20' && p.type === undefined && p.from === undefined)).toBe(true);
    expect(screen.getByText('Registros: 45')).toBeTruthy();
  });

  it('shows each row with its type, signed coloured amount, balance after, time and money type', async () => {
    configureApiClient({
      fetch: routeFetch({
        '/fund/log': () => ({
          code: 1,
          msg: '',
          data: {
            list: [
              entry(1, {
                type: 2,
                type_label: 'Adicionar dinheiro',
                amount: '100.00',
                balance_after: '100.00',
              }),
              entry(2, { amount: '-2.50', balance_after: '97.50', money_type: 'non-withdrawable' }),
              entry(3, { type: 9, amount: '-10.00', status: 'applying' }),
            ],
            total: 3,
            page: 1,
            size: 20,
          },
        }),
      }).fetch,
    });
    renderWithProviders(<FundLog />);
    const rows = within(await screen.findByTestId('fund-log')).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Adicionar dinheiro')).toBeTruthy();
    const credit = within(rows[0]!).getByText('+R$ 100,00');
    expect(credit.className).toContain('jl-fund__amount--in');
    expect(within(rows[0]!).getByText('Saldo após: R$ 100,00')).toBeTruthy();
    expect(rows[0]!.querySelector('.jl-fund__meta')?.textContent).toBe('há 1 minuto · Sacável');
    const debit = within(rows[1]!).getByText('−R$ 2,50');
    expect(debit.className).toContain('jl-fund__amount--out');
    expect(rows[1]!.querySelector('.jl-fund__meta')?.textContent).toMatch(/ · Não sacável$/);
    expect(within(rows[2]!).getByText('Saque')).toBeTruthy();
    expect(within(rows[2]!).getByText('Em análise')).toBeTruthy();
  });

  it('filters by type and by period, starting again from page 1', async () => {
    const api = fundLogServer(3);
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<FundLog />);
    await screen.findByText('Fim dos registros');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: '2' } });
    expect(await screen.findByText('Nenhuma movimentação')).toBeTruthy();
    expect(
      screen.getByText('Não há registros para este tipo e período. Experimente outro filtro.'),
    ).toBeTruthy();
    expect(params(api.calls.at(-1)!.url)).toMatchObject({ type: '2', page: '1' });
    fireEvent.click(screen.getByRole('button', { name: '7 dias' }));
    await waitFor(() => expect(params(api.calls.at(-1)!.url)).toHaveProperty('from'));
    const last = params(api.calls.at(-1)!.url);
    expect(last.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: '7 dias' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('is honest when there is nothing yet', async () => {
    configureApiClient({ fetch: fundLogServer(0).fetch });
    renderWithProviders(<FundLog />);
    expect(await screen.findByText('Nenhuma movimentação')).toBeTruthy();
    expect(screen.getByText('Suas recargas, apostas, prêmios e saques aparecerão aqui.')).toBeTruthy();
  });

  it('names the game of a round’s rows and links to the round and its verification', async () => {
    configureApiClient({
      fetch: routeFetch({
        '/fund/log': () => ({
          code: 1,
          msg: '',
          data: {
            list: [
              entry(1, { round: { platform: 'originals', id: '12.7', game: 'fruit-trio' } }),
              entry(2, { round: { platform: 'originals', id: 'crash.5.7', game: 'crash' } }),
              entry(3, { round: { platform: 'sbx', id: 'r-9', game: null } }),
            ],
            total: 3,
            page: 1,
            size: 20,
          },
        }),
      }).fetch,
    });
    renderWithProviders(<FundLog />);
    const rows = within(await screen.findByTestId('fund-log')).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Trio de Frutas');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Ver rodada e verificação' }).getAttribute('href'),
    ).toBe('/pages/pddDetail/gameDetail?ref=12.7');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/pages/live/crash');
    expect(rows[2]!.textContent).toContain('Jogo');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });
});

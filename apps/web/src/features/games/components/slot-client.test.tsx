import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/store.ts';
import { routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import type { GameInfo, PlayResult } from '../api/games-api.ts';
import { SlotClient } from './slot-client.tsx';

/** A small 3×3 lines game: enough of /game/info for the client to draw and play it. */
const game = {
  id: '1',
  code: 'fruit-trio',
  name: 'Trio de Frutas',
  rtp: '96.4975',
  volatility: 'low',
  maintenance: false,
  min_bet: '0.10',
  max_bet: '100.00',
  bet_levels: ['0.50', '1.00', '2.00'],
  rules: {
    reels: 3,
    rows: 3,
    coin_divisor: 10,
    evaluation: { kind: 'lines', lines: [[1, 1, 1]] },
    feature: { kind: 'none' },
    wild: null,
    scatter: null,
    paytable: ['cherry', 'lemon', 'orange'].map((symbol) => ({ symbol, kind: 'regular', pays: [] })),
    base_rtp: '96.4975',
    feature_rtp: '0',
    hit_frequency: '20',
    feature_frequency: '0',
    max_win_multiple: '100',
    standard_deviation: '1',
    exact: { rtp: '1', base_rtp: '1', hit_frequency: '1', feature_frequency: '0', variance: '1' },
  },
} as unknown as GameInfo;

const window3 = [
  ['cherry', 'lemon', 'orange'],
  ['lemon', 'orange', 'cherry'],
  ['orange', 'cherry', 'lemon'],
];
const round: PlayResult = {
  round_id: '42',
  game: 'fruit-trio',
  game_name: 'Trio de Frutas',
  version: '1',
  bet: '1.00',
  win: '0.00',
  balance_before: '100.00',
  balance_after: '99.00',
  balance: '99.00',
  outcome: {
    spins: [
      {
        kind: 'base',
        stops: [0, 0, 0],
        held: [],
        window: window3,
        expanded_reels: [],
        scatter_count: 0,
        line_wins: [],
        ways_wins: [],
        scatter_win: null,
        multiplier: 1,
        win_units: 0,
        win: '0.00',
      },
    ],
    feature: null,
    coin: '0.10',
    total_win_units: 0,
    total_win: '0.00',
  },
  fairness: { server_seed_hash: 'a'.repeat(64), client_seed: 'seed', nonce: 1, server_seed: null },
  created_at: '2025-01-02T12:00:00.000Z',
};

beforeEach(() => {
  resetApp();
  setSession({ member_id: '7', token: 'tok' });
  configureApiClient({
    fetch: routeFetch({ '/originals/fruit-trio/play': () => ({ code: 1, msg: '', data: round }) }).fetch,
  });
});
afterEach(cleanup);

describe('slot client', { timeout: 20_000 }, () => {
  // React's StrictMode (npm run dev, and any development build) mounts, cleans up and mounts again:
  // a component whose effect only cleans up would think it was unmounted and never show the result.
  it('shows the result of a spin under StrictMode', async () => {
    render(
      <StrictMode>
        <MemoryRouter>
          <I18nextProvider i18n={i18n}>
            <SlotClient game={game} balance="100.00" />
          </I18nextProvider>
        </MemoryRouter>
      </StrictMode>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Girar' }));
    });
    await waitFor(
      () =>
        expect(screen.getByTestId('game-win').textContent).toBe(
          'Sem prêmio nesta rodada · \u2212R$\u00a01,00',
        ),
      {
        timeout: 8000,
      },
    );
    expect(screen.getByTestId('game-balance').textContent).toBe('R$\u00a099,00');
    expect(screen.getByTestId('last-round').textContent).toContain('42');
    expect(screen.getByRole('button', { name: 'Girar' }).hasAttribute('disabled')).toBe(false);
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/store.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { formBody, routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import type { TeamInfo } from '../api/team-api.ts';
import { RegulatedNotice, TeamBalance } from './team-overview.tsx';

const info = (over: Partial<TeamInfo> = {}): TeamInfo => ({
  invite_code: 'ABCD2345',
  invite_link: 'http://localhost:3000/?regKey=ABCD2345',
  qr_image: 'data:image/svg+xml;base64,',
  level1_count: 2,
  level2_count: 1,
  valid_invites: 1,
  team_balance: '12.50',
  pending: '2.50',
  available: '10.00',
  withdraw_min: '1.00',
  withdraw_wager_multiplier: '1',
  agent_level: 0,
  week_active: 0,
  cash: 'on',
  ...over,
});

const brl = (text: string) => text.replace(' ', '\u00a0');

beforeEach(() => {
  resetApp();
  setSession({ member_id: '7', token: 'tok' });
});
afterEach(cleanup);

describe('team bonus', { timeout: 20_000 }, () => {
  it('shows the team balance with its available and held parts', () => {
    renderWithProviders(<TeamBalance info={info()} />);
    expect(screen.getByTestId('team-balance').textContent).toBe(brl('R$ 12,50'));
    expect(screen.getByTestId('team-available').textContent).toBe(brl('R$ 10,00'));
  });

  it('refuses an amount that is not a number, then moves the amount once per intent with a key', async () => {
    const api = routeFetch({
      '/team/bonus/withdraw': () => ({
        code: 1,
        msg: 'Bônus de equipe transferido para a carteira',
        data: { amount: '10.00', available: '0.00', wager_added: '10.00' },
      }),
    });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<TeamBalance info={info()} />);
    fireEvent.click(screen.getByTestId('team-withdraw-open'));
    fireEvent.change(await screen.findByTestId('team-withdraw-amount'), { target: { value: 'dez' } });
    fireEvent.click(screen.getByTestId('team-withdraw-submit'));
    // Letters get the amount field's own message (docs/PRODUCT.md "Typing amounts"); nothing is sent.
    expect(await screen.findByText('Use só números, por exemplo 1.000,50')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByTestId('team-withdraw-amount'), { target: { value: '1.5000' } });
    fireEvent.click(screen.getByTestId('team-withdraw-submit'));
    expect(await screen.findByText('Digite o valor')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Tudo' }));
    fireEvent.click(screen.getByTestId('team-withdraw-submit'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(formBody(api.calls[0])).toEqual({ amount: '10.00' });
    const key = new Headers(api.calls[0]?.init.headers).get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is switched off, with the reason, when referral cash is off (br-regulated)', () => {
    renderWithProviders(
      <>
        <RegulatedNotice cash="br_regulated" />
        <TeamBalance info={info({ cash: 'br_regulated' })} />
      </>,
    );
    expect(screen.getByText(/Portaria SPA\/MF 1\.231\/2024/)).toBeTruthy();
    expect((screen.getByTestId('team-withdraw-open') as HTMLButtonElement).disabled).toBe(true);
  });
});

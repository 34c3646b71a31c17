import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/store.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import { CheckinOffer } from './checkin-offer.tsx';

const ok = (data: unknown) => ({ code: 1, msg: '', data });

const status = (claim: boolean) => ({
  profile: 'standard',
  limits: [],
  limits_required: false,
  block: claim ? null : { kind: 'cooloff', period: '7d', started_at: '2026-11-27T12:00:00Z', until: null },
  registry: { status: 'clear', checked_at: null, category: null, beneficiary: null },
  reality_check: {
    minutes: null,
    mandatory: false,
    due: false,
    session_started_at: '2026-11-28T12:00:00Z',
    played_minutes: 0,
    net: '0.00',
  },
  can: { stake: claim, deposit: claim, claim, marketing: claim },
  idle_minutes: 30,
});

const checkin = {
  activity: {
    code: 'checkin',
    title: 'Check-in diário',
    description: 'Faça check-in todos os dias',
    state: 'claimable',
    progress: null,
    reward: '0.50',
    period: 'day',
    fund_type: 30,
    allowed: true,
    legal: null,
    needs_cpf: false,
    route: '/pages/activity/dayActivity',
  },
  checkin: { days: [{ day: 1, reward: '0.50' }], streak: 0, checked_today: false, next_day: 1 },
  newcomer: null,
  daily_bonus: null,
  numbers: {},
};

beforeEach(() => {
  resetApp();
  setSession({ member_id: '7', token: 'tok' });
});
afterEach(cleanup);

describe("home's check-in offer", { timeout: 20_000 }, () => {
  it('opens for a player who may claim', async () => {
    const api = routeFetch({ '/rg/status': () => ok(status(true)), '/activity/detail': () => ok(checkin) });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<CheckinOffer />);
    expect(await screen.findByTestId('checkin-panel')).toBeTruthy();
  });

  it('is not offered when the server would refuse the claim (a cool-off, a registry bar, a closure)', async () => {
    const api = routeFetch({ '/rg/status': () => ok(status(false)), '/activity/detail': () => ok(checkin) });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<CheckinOffer />);
    await expect(screen.findByTestId('checkin-panel', {}, { timeout: 1500 })).rejects.toThrow();
    expect(api.calls.some((c) => c.url.includes('/rg/status'))).toBe(true);
    expect(api.calls.some((c) => c.url.includes('/activity/detail'))).toBe(false);
  });
});

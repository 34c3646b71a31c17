import { walletApi } from '@jl/core/routes/wallet.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GETS } from '../app/early-gets.ts';
import { firstPaintScript } from '../app/first-paint.ts';
import { paths } from '../config/paths.ts';
import { fakeFetch, resetApp } from '../testing/test-utils.ts';
import { API_BASE, buildUrl, callData, configureApiClient } from './api-client.ts';
import { EARLY_GET_MAX_AGE_MS, EARLY_GETS_KEY, startEarlyGets, takeEarlyGet } from './early-get.ts';
import { STATE_STORAGE_KEY, setAppState, setSession } from './store.ts';

const state = { member: { member_id: '42', userInfo: null }, token: 'tok-1', lang: 'pt-BR' };
const at = (pathname: string, search = '') => ({ pathname, search });
const table = { '/pages/mine/mine': ['/wallet/info', '/user/info'] };
type Started = Record<string, { token: string; lang: string; at: number; response: Promise<Response> }>;
const started = () => (window as unknown as Record<string, Started | undefined>)[EARLY_GETS_KEY];
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

const zero = Object.fromEntries(
  [
    'balance',
    'withdrawable',
    'locked',
    'team_bonus',
    'withdraw_pending',
    'wager_required',
    'wager_done',
    'wager_remaining',
  ].map((k) => [k, '0.00']),
);

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetApp();
  fetchSpy = vi.fn(async () => answer({}));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_GETS_KEY];
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the early GETs the <head> script starts', () => {
  it('asks for the page’s listed GETs with the member id and the API client’s headers', () => {
    startEarlyGets(at('/pages/mine/mine/'), JSON.stringify(state), table, EARLY_GETS_KEY, API_BASE);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      `${API_BASE}/wallet/info?id=42`,
      `${API_BASE}/user/info?id=42`,
    ]);
    expect(fetchSpy.mock.calls[0]![1]).toEqual({
      method: 'GET',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        lang: 'pt-BR',
        platform: 'H5',
        token: 'tok-1',
      },
    });
  });

  it('asks for every page’s GETs first, then the page’s own', () => {
    const withAll = { ...table, '*': ['/config/index'] };
    startEarlyGets(at('/pages/team/team'), JSON.stringify(state), withAll, EARLY_GETS_KEY, API_BASE);
    startEarlyGets(at('/pages/mine/mine'), JSON.stringify(state), withAll, EARLY_GETS_KEY, API_BASE);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      `${API_BASE}/config/index?id=42`,
      `${API_BASE}/config/index?id=42`,
      `${API_BASE}/wallet/info?id=42`,
      `${API_BASE}/user/info?id=42`,
    ]);
  });

  it('takes a page’s query parameters as the input an entry names, as the API client orders them', () => {
    setSession({ member_id: 42, token: 'tok-1' });
    const withSession = { '/game': ['/game/session?session'] };
    startEarlyGets(
      at('/game', '?game=x&session=a.b-c_d'),
      JSON.stringify(state),
      withSession,
      EARLY_GETS_KEY,
      API_BASE,
    );
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      buildUrl('/game/session', 'GET', { session: 'a.b-c_d' }),
    ]);
    startEarlyGets(at('/game', '?game=x'), JSON.stringify(state), withSession, EARLY_GETS_KEY, API_BASE);
    startEarlyGets(at('/game', '?session='), JSON.stringify(state), withSession, EARLY_GETS_KEY, API_BASE);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing without a token or a language, on a page not listed, or from unreadable state', () => {
    for (const stored of [
      null,
      '{not json',
      JSON.stringify({ ...state, token: '' }),
      JSON.stringify({ token: 't' }),
    ])
      startEarlyGets(at('/pages/mine/mine'), stored, table, EARLY_GETS_KEY, API_BASE);
    startEarlyGets(at('/pages/team/team'), JSON.stringify(state), table, EARLY_GETS_KEY, API_BASE);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(started()).toBeUndefined();
  });

  it('is the very URL the API client builds for the same state (so the answer can be taken)', () => {
    setSession({ member_id: 42, token: 'tok-1' });
    startEarlyGets(at('/pages/mine/mine'), JSON.stringify(state), table, EARLY_GETS_KEY, API_BASE);
    expect(Object.keys(started() ?? {})).toContain(buildUrl('/wallet/info', 'GET', {}));
  });

  it('runs from index.html’s <head> script as inlined source text, for Mine’s listed GETs', () => {
    window.history.replaceState(null, '', paths.mine);
    localStorage.setItem(STATE_STORAGE_KEY, JSON.stringify(state));
    new Function(firstPaintScript())();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(
      [...(EARLY_GETS['*'] ?? []), ...(EARLY_GETS[paths.mine] ?? [])].map((get) => `${API_BASE}${get}?id=42`),
    );
    window.history.replaceState(null, '', '/');
  });
});

describe('the API client takes an early answer', () => {
  const init = { method: 'GET', headers: { token: 'tok-1', lang: 'pt-BR' } };

  it('once, for the same URL, token and language, within its age', () => {
    startEarlyGets(at('/pages/mine/mine'), JSON.stringify(state), table, EARLY_GETS_KEY, API_BASE);
    const url = `${API_BASE}/wallet/info?id=42`;
    expect(takeEarlyGet(url, init)).toBeInstanceOf(Promise);
    expect(takeEarlyGet(url, init)).toBeNull();
  });

  it('not when the token or the language changed, it is too old, or the request is not a GET', () => {
    const url = `${API_BASE}/wallet/info?id=42`;
    const cases: [RequestInit, number][] = [
      [{ ...init, headers: { token: 'tok-2', lang: 'pt-BR' } }, 0],
      [{ ...init, headers: { token: 'tok-1', lang: 'en' } }, 0],
      [init, EARLY_GET_MAX_AGE_MS + 1],
      [{ ...init, method: 'POST' }, 0],
    ];
    for (const [request, late] of cases) {
      startEarlyGets(at('/pages/mine/mine'), JSON.stringify(state), table, EARLY_GETS_KEY, API_BASE);
      expect(takeEarlyGet(url, request, Date.now() + late)).toBeNull();
    }
  });

  it('instead of asking again, and asks itself for what was not started early', async () => {
    setSession({ member_id: 42, token: 'tok-1' });
    setAppState({ lang: 'pt-BR' });
    fetchSpy.mockImplementation(async () =>
      answer({ ...zero, balance: '1.00', withdrawable: '1.00', can_unlock: false }),
    );
    startEarlyGets(at('/pages/mine/mine'), JSON.stringify(state), table, EARLY_GETS_KEY, API_BASE);
    const { fetch, calls } = fakeFetch({ code: 1, msg: '', data: { sources: [] } });
    configureApiClient({ fetch });
    const info = await callData(walletApi.info, {}, { toast: false });
    expect(info).toMatchObject({ balance: '1.00' });
    expect(calls).toHaveLength(0);
    await callData(walletApi.wagering, {}, { toast: false });
    expect(calls.map((c) => c.url)).toEqual([`${API_BASE}/wallet/wagering?id=42`]);
  });
});

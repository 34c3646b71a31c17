import { authApi } from '@jl/core/routes/auth.ts';
import { supportApi } from '@jl/core/routes/support.ts';
import { vipApi } from '@jl/core/routes/vip.ts';
import { walletApi } from '@jl/core/routes/wallet.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, resetApp } from '../testing/test-utils.ts';
import { API_BASE, buildUrl, call, callData, configureApiClient, errorOf } from './api-client.ts';
import { loadingStore } from './loading.ts';
import { getAppState, setAppState, setSession } from './store.ts';
import { showToast, toastStore } from './toast.ts';

const toastText = () => toastStore.get()?.message ?? null;

beforeEach(() => {
  resetApp();
  configureApiClient({ isPublicPath: (path) => path === '/pages/index/index' });
  window.history.replaceState(null, '', '/pages/team/team');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A route whose answer is `{}` (any object passes its schema): for what does not depend on the answer. */
const anyRoute = authApi.logout;
const request = (options?: { toast?: boolean; loading?: boolean }) => call(anyRoute, {}, options);

describe('call: what is sent', () => {
  it('sends a GET to /api/v2 with the data as query, the member id, and the spec headers', async () => {
    setSession({ member_id: 42, token: 'tok-1' });
    setAppState({ lang: 'en' });
    const { fetch, calls } = fakeFetch({ code: 1, msg: '', data: { list: [], total: 0, page: 2, size: 20 } });
    configureApiClient({ fetch });
    await call(walletApi.fundLog, { type: 1, page: 2, money_type: undefined });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${API_BASE}/fund/log?type=1&page=2&id=42`);
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
      lang: 'en',
      platform: 'H5',
      token: 'tok-1',
    });
  });

  it('sends POST data as a form-urlencoded body and leaves the token header out when logged out', async () => {
    const { fetch, calls } = fakeFetch({ code: 0, msg: '', data: { error: 'LOGIN_FAILED' } });
    configureApiClient({ fetch });
    await call(authApi.login, { username: '11912345678', password: 'a b&c' });
    expect(calls[0]!.url).toBe(`${API_BASE}/user/login`);
    expect(calls[0]!.init.body).toBe('username=11912345678&password=a+b%26c');
    expect(calls[0]!.init.headers).not.toHaveProperty('token');
    expect((calls[0]!.init.headers as Record<string, string>).lang).toBe('pt-BR');
  });

  it('fills path parameters from the input and sends the rest as the body', async () => {
    setSession({ member_id: 42, token: 'tok-1' });
    const { fetch, calls } = fakeFetch({ code: 0, msg: '', data: { error: 'NOT_FOUND' } });
    configureApiClient({ fetch });
    await call(supportApi.reply, { id: '7', message: 'Olá & até' });
    expect(calls[0]!.url).toBe(`${API_BASE}/service/tickets/7/reply?id=42`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('message=Ol%C3%A1+%26+at%C3%A9');
  });

  it('sends the intent key of a money-moving call as its Idempotency-Key header', async () => {
    const { fetch, calls } = fakeFetch({ code: 0, msg: '', data: { error: 'NOTHING_TO_UNLOCK' } });
    configureApiClient({ fetch });
    await call(walletApi.unlock, {}, { key: 'k'.repeat(32) });
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('k'.repeat(32));
    await call(vipApi.receive, { level: 1 });
    expect(calls[1]!.init.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('lets the member id win over a data field called id', () => {
    setSession({ member_id: '7', token: 't' });
    expect(buildUrl('/x', 'GET', { id: 99 })).toBe(`${API_BASE}/x?id=7`);
    expect(buildUrl('/x?a=1', 'GET', {})).toBe(`${API_BASE}/x?a=1&id=7`);
  });
});

describe('call: answers', () => {
  it('returns a code 1 envelope and toasts its msg when toasts are on', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: 'Recebido', data: { ok: true } }).fetch });
    const result = await request();
    expect(result).toEqual({ code: 1, msg: 'Recebido', data: { ok: true } });
    expect(toastStore.get()).toMatchObject({ message: 'Recebido', tone: 'success' });
  });

  it('shows nothing for a code 1 envelope without msg, or with toasts off', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: {} }).fetch });
    await request();
    expect(toastText()).toBeNull();
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: 'hello', data: {} }).fetch });
    await request({ toast: false });
    expect(toastText()).toBeNull();
  });

  it("toasts a refusal's msg and returns the envelope", async () => {
    configureApiClient({
      fetch: fakeFetch({ code: 0, msg: 'Saldo insuficiente', data: { error: 'X' } }).fetch,
    });
    const result = await request();
    expect(result).toMatchObject({ code: 0 });
    expect(errorOf(result)).toBe('X');
    expect(toastStore.get()).toMatchObject({ message: 'Saldo insuficiente', tone: 'error' });
  });

  it("says 'Data exception' for a refusal without msg", async () => {
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: '', data: null }).fetch });
    await request();
    expect(toastText()).toBe('Exceção de dados');
  });

  it('stays quiet about refusals when toasts are off', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: 'no', data: null }).fetch });
    await request({ toast: false });
    expect(toastText()).toBeNull();
  });

  it("says 'Unrecognized data' and returns false when the answer has no data or is not JSON", async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: 'ok' }).fetch });
    expect(await request()).toBe(false);
    expect(toastText()).toBe('Dados não reconhecidos');
    resetApp();
    configureApiClient({ fetch: fakeFetch('<html>proxy page</html>').fetch });
    expect(await request()).toBe(false);
    expect(toastText()).toBe('Dados não reconhecidos');
  });

  it("says 'Server error' and returns false when the transport fails", async () => {
    configureApiClient({ fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    expect(await request()).toBe(false);
    expect(toastText()).toBe('Erro no servidor');
  });

  it("says 'Server error' for an HTTP error whose body is not an envelope", async () => {
    configureApiClient({ fetch: fakeFetch('Bad gateway', { status: 502 }).fetch });
    expect(await request()).toBe(false);
    expect(toastText()).toBe('Erro no servidor');
  });

  it('handles an envelope even on an HTTP error status (rate limits answer 429 with an envelope)', async () => {
    configureApiClient({
      fetch: fakeFetch({ code: 0, msg: 'Muitas tentativas', data: null }, { status: 429 }).fetch,
    });
    expect(await request()).toMatchObject({ code: 0 });
    expect(toastText()).toBe('Muitas tentativas');
  });

  it('gives up after 60 s with Server error', async () => {
    vi.useFakeTimers();
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    configureApiClient({ fetch: hanging });
    const pending = request();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(toastText()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(false);
    expect(toastText()).toBe('Erro no servidor');
  });

  it('replaces the stored token with a token response header', async () => {
    setSession({ member_id: 1, token: 'old' });
    configureApiClient({
      fetch: fakeFetch({ code: 1, msg: '', data: {} }, { headers: { token: 'new' } }).fetch,
    });
    await request();
    expect(getAppState().token).toBe('new');
  });

  it('does not bring a token back after sign-out', async () => {
    configureApiClient({
      fetch: fakeFetch({ code: 1, msg: '', data: {} }, { headers: { token: 'late' } }).fetch,
    });
    await request();
    expect(getAppState().token).toBeNull();
  });

  it('shows the loading indicator only while a loading call runs', async () => {
    let seen = -1;
    configureApiClient({
      fetch: (async () => {
        seen = loadingStore.get();
        return new Response(JSON.stringify({ code: 1, msg: '', data: {} }));
      }) as typeof fetch,
    });
    await request({ loading: true });
    expect(seen).toBe(1);
    expect(loadingStore.get()).toBe(0);
    await request();
    expect(seen).toBe(0);
  });

  it('callData gives the data of a success and null otherwise', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: { n: 1 } }).fetch });
    expect(await callData(anyRoute)).toEqual({ n: 1 });
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: 'x', data: { error: 'X' } }).fetch });
    expect(await callData(anyRoute)).toBeNull();
  });
});

describe('call: answers are checked against their contract in development and tests', () => {
  const wallet = {
    balance: '10.00',
    withdrawable: '5.00',
    locked: '5.00',
    team_bonus: '0.00',
    withdraw_pending: '0.00',
    wager_required: '0.00',
    wager_done: '0.00',
    wager_remaining: '0.00',
    can_unlock: false,
  };

  it('passes an answer that matches the route’s answer schema, as the server sent it', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: wallet }).fetch });
    expect(await callData(walletApi.info)).toEqual(wallet);
  });

  it("rejects a malformed answer as 'Unrecognized data', naming the route in the console", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: { ...wallet, balance: 10 } }).fetch });
    expect(await call(walletApi.info)).toBe(false);
    expect(toastText()).toBe('Dados não reconhecidos');
    expect(logged.mock.calls[0]?.[0]).toContain('GET /wallet/info');
  });

  it('does not check refusals against the answer schema', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: 'Não', data: { error: 'X' } }).fetch });
    expect(await call(walletApi.info)).toMatchObject({ code: 0, data: { error: 'X' } });
  });

  it('leaves answers unchecked in the production build (import.meta.env.DEV is false)', async () => {
    vi.stubEnv('DEV', false);
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: { balance: 10 } }).fetch });
    expect(await callData(walletApi.info)).toEqual({ balance: 10 });
  });
});

describe('call: session ended (302 / 409)', () => {
  for (const code of [302, 409]) {
    it(`code ${code} clears member, token and user info, then asks to log in after 1 s on a guarded page`, async () => {
      vi.useFakeTimers();
      setSession({ member_id: 5, token: 'tok', userInfo: { accumulated_recharge: '10.00', is_fb: 0 } });
      configureApiClient({ fetch: fakeFetch({ code, msg: 'x', data: null }).fetch });
      const result = await request();
      expect(result).toMatchObject({ code });
      expect(getAppState()).toMatchObject({ member: null, token: null });
      expect(JSON.parse(localStorage.getItem('jl:state') ?? '{}')).toMatchObject({
        member: null,
        token: null,
      });
      expect(getAppState().loginPopup).toBe(false);
      expect(toastText()).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      expect(toastText()).toBe('Por favor, faça login primeiro');
      expect(getAppState().loginPopup).toBe(true);
    });
  }

  it('says nothing when the player logged in again before the prompt was due', async () => {
    vi.useFakeTimers();
    setSession({ member_id: 5, token: 'tok' });
    configureApiClient({ fetch: fakeFetch({ code: 409, msg: '', data: null }).fetch });
    await request();
    setSession({ member_id: 5, token: 'fresh' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(toastText()).toBeNull();
    expect(getAppState().loginPopup).toBe(false);
  });

  it('takes "Please log in first" back as soon as a session starts, and leaves other toasts', async () => {
    vi.useFakeTimers();
    setSession({ member_id: 5, token: 'tok' });
    configureApiClient({ fetch: fakeFetch({ code: 409, msg: '', data: null }).fetch });
    await request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastText()).toBe('Por favor, faça login primeiro');
    setSession({ member_id: 5, token: 'fresh' });
    expect(toastText()).toBeNull();
    showToast('Copiado', 'success');
    setSession({ member_id: 5, token: 'again' });
    expect(toastText()).toBe('Copiado');
  });

  it('does not open the login popup on a public page', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/pages/index/index');
    setSession({ member_id: 5, token: 'tok' });
    configureApiClient({ fetch: fakeFetch({ code: 409, msg: '', data: null }).fetch });
    await request();
    await vi.advanceTimersByTimeAsync(2000);
    expect(getAppState().token).toBeNull();
    expect(getAppState().loginPopup).toBe(false);
    expect(toastText()).toBeNull();
  });

  it('asks only once when several calls end the session together', async () => {
    vi.useFakeTimers();
    setSession({ member_id: 5, token: 'tok' });
    const { fetch, calls } = fakeFetch({ code: 409, msg: '', data: null });
    configureApiClient({ fetch });
    await Promise.all([request(), request(), request()]);
    expect(calls).toHaveLength(3);
    const show = vi.spyOn(toastStore, 'set');
    await vi.advanceTimersByTimeAsync(1000);
    expect(show.mock.calls.filter(([value]) => value !== null)).toHaveLength(1);
  });
});

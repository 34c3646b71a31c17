import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, resetApp } from '../testing/test-utils.ts';
import { API_BASE, buildUrl, configureApiClient, request, requestData } from './api-client.ts';
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
});

describe('request: what is sent', () => {
  it('sends a GET to /api/v2 with the data as query, the member id, and the spec headers', async () => {
    setSession({ member_id: 42, token: 'tok-1' });
    setAppState({ lang: 'en' });
    const { fetch, calls } = fakeFetch({ code: 1, msg: '', data: {} });
    configureApiClient({ fetch });
    await request('/fund/log', { data: { type: 1, page: 2, empty: undefined } });
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
    const { fetch, calls } = fakeFetch({ code: 1, msg: '', data: null });
    configureApiClient({ fetch });
    await request('/user/login', { method: 'POST', data: { username: '11912345678', password: 'a b&c' } });
    expect(calls[0]!.url).toBe(`${API_BASE}/user/login`);
    expect(calls[0]!.init.body).toBe('username=11912345678&password=a+b%26c');
    expect(calls[0]!.init.headers).not.toHaveProperty('token');
    expect((calls[0]!.init.headers as Record<string, string>).lang).toBe('pt-BR');
  });

  it('lets the member id win over a data field called id', () => {
    setSession({ member_id: '7', token: 't' });
    expect(buildUrl('/x', 'GET', { id: 99 })).toBe(`${API_BASE}/x?id=7`);
    expect(buildUrl('/x?a=1', 'GET', {})).toBe(`${API_BASE}/x?a=1&id=7`);
  });
});

describe('request: answers', () => {
  it('returns a code 1 envelope and toasts its msg when toasts are on', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: 'Recebido', data: { ok: true } }).fetch });
    const result = await request('/vip/receive', { method: 'POST' });
    expect(result).toEqual({ code: 1, msg: 'Recebido', data: { ok: true } });
    expect(toastStore.get()).toMatchObject({ message: 'Recebido', tone: 'success' });
  });

  it('shows nothing for a code 1 envelope without msg, or with toasts off', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: 1 }).fetch });
    await request('/a');
    expect(toastText()).toBeNull();
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: 'hello', data: 1 }).fetch });
    await request('/a', { toast: false });
    expect(toastText()).toBeNull();
  });

  it("toasts a refusal's msg and returns the envelope", async () => {
    configureApiClient({
      fetch: fakeFetch({ code: 0, msg: 'Saldo insuficiente', data: { error: 'X' } }).fetch,
    });
    const result = await request('/withdraw/apply', { method: 'POST' });
    expect(result).toMatchObject({ code: 0 });
    expect(toastStore.get()).toMatchObject({ message: 'Saldo insuficiente', tone: 'error' });
  });

  it("says 'Data exception' for a refusal without msg", async () => {
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: '', data: null }).fetch });
    await request('/a');
    expect(toastText()).toBe('Exceção de dados');
  });

  it('stays quiet about refusals when toasts are off', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: 'no', data: null }).fetch });
    await request('/a', { toast: false });
    expect(toastText()).toBeNull();
  });

  it("says 'Unrecognized data' and returns false when the answer has no data or is not JSON", async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: 'ok' }).fetch });
    expect(await request('/a')).toBe(false);
    expect(toastText()).toBe('Dados não reconhecidos');
    resetApp();
    configureApiClient({ fetch: fakeFetch('<html>proxy page</html>').fetch });
    expect(await request('/a')).toBe(false);
    expect(toastText()).toBe('Dados não reconhecidos');
  });

  it("says 'Server error' and returns false when the transport fails", async () => {
    configureApiClient({ fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    expect(await request('/a')).toBe(false);
    expect(toastText()).toBe('Erro no servidor');
  });

  it("says 'Server error' for an HTTP error whose body is not an envelope", async () => {
    configureApiClient({ fetch: fakeFetch('Bad gateway', { status: 502 }).fetch });
    expect(await request('/a')).toBe(false);
    expect(toastText()).toBe('Erro no servidor');
  });

  it('handles an envelope even on an HTTP error status (rate limits answer 429 with an envelope)', async () => {
    configureApiClient({
      fetch: fakeFetch({ code: 0, msg: 'Muitas tentativas', data: null }, { status: 429 }).fetch,
    });
    expect(await request('/a')).toMatchObject({ code: 0 });
    expect(toastText()).toBe('Muitas tentativas');
  });

  it('gives up after 60 s with Server error', async () => {
    vi.useFakeTimers();
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    configureApiClient({ fetch: hanging });
    const pending = request('/slow');
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
    await request('/user/info');
    expect(getAppState().token).toBe('new');
  });

  it('does not bring a token back after sign-out', async () => {
    configureApiClient({
      fetch: fakeFetch({ code: 1, msg: '', data: {} }, { headers: { token: 'late' } }).fetch,
    });
    await request('/user/info');
    expect(getAppState().token).toBeNull();
  });

  it('shows the loading indicator only while a loading call runs', async () => {
    let seen = -1;
    configureApiClient({
      fetch: (async () => {
        seen = loadingStore.get();
        return new Response(JSON.stringify({ code: 1, msg: '', data: 1 }));
      }) as typeof fetch,
    });
    await request('/a', { loading: true });
    expect(seen).toBe(1);
    expect(loadingStore.get()).toBe(0);
    await request('/a');
    expect(seen).toBe(0);
  });

  it('requestData gives the data of a success and null otherwise', async () => {
    configureApiClient({ fetch: fakeFetch({ code: 1, msg: '', data: { n: 1 } }).fetch });
    expect(await requestData('/a')).toEqual({ n: 1 });
    configureApiClient({ fetch: fakeFetch({ code: 0, msg: 'x', data: { n: 1 } }).fetch });
    expect(await requestData('/a')).toBeNull();
  });
});

describe('request: session ended (302 / 409)', () => {
  for (const code of [302, 409]) {
    it(`code ${code} clears member, token and user info, then asks to log in after 1 s on a guarded page`, async () => {
      vi.useFakeTimers();
      setSession({ member_id: 5, token: 'tok', userInfo: { accumulated_recharge: '10.00', is_fb: 0 } });
      configureApiClient({ fetch: fakeFetch({ code, msg: 'x', data: null }).fetch });
      const result = await request('/user/info');
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
    await request('/user/info');
    setSession({ member_id: 5, token: 'fresh' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(toastText()).toBeNull();
    expect(getAppState().loginPopup).toBe(false);
  });

  it('takes "Please log in first" back as soon as a session starts, and leaves other toasts', async () => {
    vi.useFakeTimers();
    setSession({ member_id: 5, token: 'tok' });
    configureApiClient({ fetch: fakeFetch({ code: 409, msg: '', data: null }).fetch });
    await request('/user/info');
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
    await request('/user/info');
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
    await Promise.all([request('/a'), request('/b'), request('/c')]);
    expect(calls).toHaveLength(3);
    const show = vi.spyOn(toastStore, 'set');
    await vi.advanceTimersByTimeAsync(1000);
    expect(show.mock.calls.filter(([value]) => value !== null)).toHaveLength(1);
  });
});

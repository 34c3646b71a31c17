import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../lib/api-client.ts';
import { getAppState, setAppState } from '../../lib/store.ts';
import { toastStore } from '../../lib/toast.ts';
import { routeFetch } from '../../testing/route-fetch.ts';
import { resetApp } from '../../testing/test-utils.ts';
import { consentStore, setConsent } from './consent.ts';
import { reportFirstDeposit } from './first-deposit.ts';
import { loadPixels, resetPixels } from './pixels.ts';

type Win = Window & { fbq?: { queue: unknown[][] }; kwaiq?: unknown };

beforeEach(() => {
  resetApp();
  resetPixels();
  consentStore.set(null);
  const w = window as Win;
  delete w.fbq;
  delete (w as { _fbq?: unknown })._fbq;
  delete w.kwaiq;
  for (const s of document.head.querySelectorAll('script')) s.remove();
  setAppState({ token: 't', member: { member_id: '7', userInfo: { is_fb: 0 } } });
});

const fb = (accumulated: string, isFb: 0 | 1) => () => ({
  code: 1,
  msg: '',
  data: { userInfo: { accumulated_recharge: accumulated, is_fb: isFb } },
});

describe('first-deposit reporting (docs/SPECIFICATION.md §4)', () => {
  it('does nothing while the player has not deposited', async () => {
    const api = routeFetch({ '/user/fb': fb('0.00', 0) });
    configureApiClient({ fetch: api.fetch });
    expect(await reportFirstDeposit()).toBe('no-deposit');
    expect(api.calls.map((c) => c.url)).toEqual(['/api/v2/user/fb?id=7']);
  });

  it("reports with pixId = kwaiId, or fbId when kwaiId is the string 'null', and the ageCode", async () => {
    for (const [kwaiId, expected] of [
      ['kw-9', 'kw-9'],
      ['null', 'fb-3'],
    ]) {
      localStorage.setItem('kwaiId', kwaiId!);
      localStorage.setItem('fbId', 'fb-3');
      localStorage.setItem('ageCode', 'camp=1');
      const api = routeFetch({
        '/user/fb': fb('50.00', 0),
        '/activity/Fbb': () => ({ code: 1, msg: '', data: { is_fb: 1, recorded: true } }),
      });
      configureApiClient({ fetch: api.fetch });
      expect(await reportFirstDeposit()).toBe('reported');
      const report = new URL(api.calls[1]!.url, 'http://x');
      expect(report.pathname).toBe('/api/v2/activity/Fbb');
      expect(report.searchParams.get('pixId')).toBe(expected);
      expect(report.searchParams.get('ageCode')).toBe('camp=1');
      expect(getAppState().member?.userInfo).toMatchObject({ accumulated_recharge: '50.00', is_fb: 1 });
      setAppState({ member: { member_id: '7', userInfo: { is_fb: 0 } } });
    }
  });

  it('retries quietly when the report is refused or the server is unreachable', async () => {
    configureApiClient({
      fetch: routeFetch({
        '/user/fb': fb('50.00', 0),
        '/activity/Fbb': () => ({
          code: 0,
          msg: 'Condição não atendida',
          data: { error: 'CONDITION_NOT_MET' },
        }),
      }).fetch,
    });
    expect(await reportFirstDeposit()).toBe('retry');
    configureApiClient({ fetch: routeFetch({}).fetch });
    expect(await reportFirstDeposit()).toBe('retry');
    expect(toastStore.get()).toBeNull();
  });

  it('stops once the server says it was reported', async () => {
    const api = routeFetch({ '/user/fb': fb('50.00', 1) });
    configureApiClient({ fetch: api.fetch });
    expect(await reportFirstDeposit()).toBe('already');
    expect(api.calls).toHaveLength(1);
  });

  it('fires Purchase and first-deposit events only with consent and configured pixels', async () => {
    const api = routeFetch({
      '/user/fb': fb('50.00', 0),
      '/activity/Fbb': () => ({ code: 1, msg: '', data: { is_fb: 1, recorded: true } }),
    });
    configureApiClient({ fetch: api.fetch });
    // No consent: no pixel, no event.
    await reportFirstDeposit();
    expect((window as Win).fbq).toBeUndefined();

    setConsent('granted');
    loadPixels({ fbPixelId: '123', kwaiPixelId: '456' });
    const scripts = [...document.head.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=456&lib=kwaiq',
    ]);
    setAppState({ member: { member_id: '7', userInfo: { is_fb: 0 } } });
    await reportFirstDeposit();
    const queue = (window as Win).fbq!.queue;
    expect(queue).toContainEqual(['track', 'Purchase', { value: 50, currency: 'BRL' }]);
    expect(queue).toContainEqual(['trackCustom', 'FirstDeposit', { value: 50, currency: 'BRL' }]);
    const kwai = ((window as Win).kwaiq as { _i: Record<string, unknown[]> })._i['456']!;
    expect(kwai).toContainEqual(['track', 'EVENT_PURCHASE', { value: 50, currency: 'BRL' }]);
    expect(kwai).toContainEqual(['track', 'EVENT_FIRST_DEPOSIT', { value: 50, currency: 'BRL' }]);
  });
});

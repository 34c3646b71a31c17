import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../lib/api-client.ts';
import { loadingStore } from '../lib/loading.ts';
import { getAppState } from '../lib/store.ts';
import { toastStore } from '../lib/toast.ts';
import { siteConfigFixture } from '../testing/fixtures.ts';
import { routeFetch } from '../testing/route-fetch.ts';
import { resetApp } from '../testing/test-utils.ts';
import { fetchGameStatus, fetchSiteConfig, fetchVipRules, sendVisit } from './launch.ts';

const rule = {
  level: 1,
  recharge: '100.00',
  bet: '500.00',
  reward: '5.00',
  withdrawTimesPerDay: 2,
  withdrawMax: '1000.00',
  withdrawFeeBps: 0,
  maxGameBalance: null,
};

beforeEach(resetApp);

describe('launch calls (docs/SPECIFICATION.md §7)', () => {
  it('sends the visit with the stored ageCode and regKey, without the loading indicator or toasts', async () => {
    localStorage.setItem('ageCode', 'camp-9');
    localStorage.setItem('regKey', 'R1');
    let loadingSeen = -1;
    const api = routeFetch({
      '/activity/uv': () => {
        loadingSeen = loadingStore.get();
        return { code: 0, msg: 'ignored', data: null };
      },
    });
    configureApiClient({ fetch: api.fetch });
    await sendVisit();
    await sendVisit(); // once per page load
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe('/api/v2/activity/uv?code=camp-9&regKey=R1');
    expect(loadingSeen).toBe(0);
    expect(toastStore.get()).toBeNull();
  });

  it('stores data.vip_lvl of /activity/killconfig as the VIP game rules', async () => {
    configureApiClient({
      fetch: routeFetch({ '/activity/killconfig': () => ({ code: 1, msg: '', data: { vip_lvl: [rule] } }) })
        .fetch,
    });
    expect(await fetchVipRules()).toEqual([rule]);
    expect(getAppState().vipGameRule).toEqual([rule]);
  });

  it('keeps the previous VIP rules when the call fails', async () => {
    configureApiClient({ fetch: routeFetch({}).fetch });
    expect(await fetchVipRules()).toBeNull();
    expect(getAppState().vipGameRule).toEqual([]);
    expect(toastStore.get()).toBeNull();
  });

  it('stores /config/index data as config when the code is truthy', async () => {
    const config = siteConfigFixture();
    configureApiClient({
      fetch: routeFetch({ '/config/index': () => ({ code: 1, msg: '', data: config }) }).fetch,
    });
    await fetchSiteConfig();
    expect(getAppState().config).toEqual(config);
    expect(JSON.parse(localStorage.getItem('jl:state')!).config).toEqual(config);
  });

  it('does not store config from a refusal', async () => {
    configureApiClient({
      fetch: routeFetch({ '/config/index': () => ({ code: 0, msg: '', data: { x: 1 } }) }).fetch,
    });
    await fetchSiteConfig();
    expect(getAppState().config).toBeNull();
  });

  it('stores data.status of /game/checkGameStatus as the game status', async () => {
    configureApiClient({
      fetch: routeFetch({ '/game/checkGameStatus': () => ({ code: 1, msg: '', data: { status: 1 } }) }).fetch,
    });
    expect(await fetchGameStatus()).toBe(1);
    expect(getAppState().game).toEqual({ status: 1 });
  });
});

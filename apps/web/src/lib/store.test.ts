import { describe, expect, it } from 'vitest';
import { createAppStore, readPersisted, STATE_STORAGE_KEY } from './store.ts';

function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('app store persistence', () => {
  it('persists member, token, lang, config and game under the one jl:state key', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.set((s) => ({
      ...s,
      token: 'tok',
      member: { member_id: '12', userInfo: { is_fb: 0 } },
      lang: 'es',
      game: { status: 1 },
      vipGameRule: [],
      loginPopup: true,
    }));
    expect([...storage.data.keys()]).toEqual([STATE_STORAGE_KEY]);
    expect(JSON.parse(storage.getItem(STATE_STORAGE_KEY)!)).toEqual({
      member: { member_id: '12', userInfo: { is_fb: 0 } },
      token: 'tok',
      lang: 'es',
      config: null,
      game: { status: 1 },
    });
  });

  it('does not write when only session-only state changes (flags, VIP rules)', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.set((s) => ({ ...s, loginPopup: true, regPopup: true, vipGameRule: [] }));
    expect(storage.getItem(STATE_STORAGE_KEY)).toBeNull();
  });

  it('restores the persisted slice on the next visit, with flags back to their defaults', () => {
    const storage = memoryStorage({
      [STATE_STORAGE_KEY]: JSON.stringify({
        member: { member_id: 77, userInfo: null },
        token: 'abc',
        lang: 'zh-Hans',
        game: { status: 1 },
        loginPopup: true,
      }),
    });
    const state = createAppStore(storage).get();
    expect(state).toMatchObject({
      member: { member_id: '77', userInfo: null },
      token: 'abc',
      lang: 'zh-Hans',
      game: { status: 1 },
      loginPopup: false,
      vipGameRule: [],
    });
  });

  it('starts clean from a corrupt or foreign value instead of failing', () => {
    expect(readPersisted(memoryStorage({ [STATE_STORAGE_KEY]: '{not json' }))).toEqual({});
    expect(readPersisted(memoryStorage({ [STATE_STORAGE_KEY]: '[1,2]' }))).toEqual({});
    expect(
      readPersisted(
        memoryStorage({
          [STATE_STORAGE_KEY]: JSON.stringify({ token: 5, member: { name: 'x' }, lang: 'fr' }),
        }),
      ),
    ).toEqual({ lang: 'pt-BR' });
    expect(readPersisted(undefined)).toEqual({});
  });

  it('keeps working when storage refuses writes (private mode, full quota)', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const store = createAppStore(storage);
    expect(() => store.set((s) => ({ ...s, token: 't' }))).not.toThrow();
    expect(store.get().token).toBe('t');
  });

  it('defaults to pt-BR, game status 0 and no session', () => {
    expect(createAppStore(memoryStorage()).get()).toMatchObject({
      lang: 'pt-BR',
      game: { status: 0 },
      token: null,
      member: null,
      config: null,
    });
  });
});

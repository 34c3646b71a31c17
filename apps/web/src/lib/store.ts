import type { UserInfo as Profile } from '@jl/core/contracts/auth.ts';
import type { SiteConfig, VipLevelRule } from '@jl/core/contracts/config.ts';
import type { UserFb } from '@jl/core/contracts/pay.ts';
import { DEFAULT_LOCALE, type Locale, resolveLocale } from '@jl/core/i18n/locales.ts';
import { createExternalStore, type ExternalStore, useStoreSelector } from './external-store.ts';
import { hideToast, LOGIN_PROMPT } from './toast.ts';

/**
 * The profile the shell keeps with the token (docs/SPECIFICATION.md §3): the login's and `/user/info`'s `userInfo`, with
 * `/user/fb`'s first-deposit fields. Partial, and read defensively: it comes back from localStorage.
 */
export type UserInfo = Partial<Profile & UserFb['userInfo']>;

/** Logged in means a member id is present (docs/SPECIFICATION.md §3). */
export type Member = { member_id: string; userInfo: UserInfo | null };

export type GameState = { status: number };

export type AppState = {
  token: string | null;
  member: Member | null;
  lang: Locale;
  /** `/config/index` data: the public site configuration. */
  config: SiteConfig | null;
  /** Recharge information of the player (name, cpf, mobile, email), filled by the recharge feature. */
  recharge: Record<string, unknown> | null;
  /** `/game/checkGameStatus` → status; 0 open, 1 maintenance. */
  game: GameState;
  /** `/activity/killconfig` → vip_lvl: the VIP level rules (never outcome control). */
  vipGameRule: VipLevelRule[];
  loginPopup: boolean;
  regPopup: boolean;
  loginNotice: boolean;
  /** The player just closed their account: the goodbye notice shows once the app signed out. */
  closedNotice: boolean;
  /** Where to go once the login popup succeeds (set when a guarded page sent the player home). */
  afterLogin: string | null;
};

/** The one localStorage key that holds the persisted part of the state (docs/SPECIFICATION.md §3). */
export const STATE_STORAGE_KEY = 'jl:state';
const PERSISTED_KEYS = ['member', 'token', 'lang', 'config', 'game'] as const;
type PersistedState = Pick<AppState, (typeof PERSISTED_KEYS)[number]>;

export const initialState: AppState = {
  token: null,
  member: null,
  lang: DEFAULT_LOCALE,
  config: null,
  recharge: null,
  game: { status: 0 },
  vipGameRule: [],
  loginPopup: false,
  regPopup: false,
  loginNotice: false,
  closedNotice: false,
  afterLogin: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the persisted slice defensively: a corrupt or old value must never break the app. */
export function readPersisted(storage: Storage | undefined): Partial<PersistedState> {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(STATE_STORAGE_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!isRecord(raw)) return {};
  const out: Partial<PersistedState> = {};
  if (typeof raw.token === 'string' && raw.token) out.token = raw.token;
  const member = raw.member;
  if (isRecord(member) && (typeof member.member_id === 'string' || typeof member.member_id === 'number')) {
    out.member = {
      member_id: String(member.member_id),
      userInfo: isRecord(member.userInfo) ? (member.userInfo as UserInfo) : null,
    };
  }
  if (typeof raw.lang === 'string') out.lang = resolveLocale(raw.lang);
  if (isRecord(raw.config)) out.config = raw.config as SiteConfig;
  if (isRecord(raw.game) && typeof raw.game.status === 'number') out.game = { status: raw.game.status };
  return out;
}

function pickPersisted(state: AppState): PersistedState {
  return {
    member: state.member,
    token: state.token,
    lang: state.lang,
    config: state.config,
    game: state.game,
  };
}

export type AppStore = ExternalStore<AppState>;

/** Creates the store, restores the persisted slice and writes it back whenever it changes. */
export function createAppStore(storage: Storage | undefined): AppStore {
  const store = createExternalStore<AppState>({ ...initialState, ...readPersisted(storage) }, initialState);
  let last = pickPersisted(store.get());
  store.subscribe(() => {
    const next = pickPersisted(store.get());
    if (PERSISTED_KEYS.every((key) => next[key] === last[key])) return;
    last = next;
    try {
      storage?.setItem(STATE_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: the session still works for this tab.
    }
  });
  return store;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const appStore: AppStore = createAppStore(browserStorage());

export const getAppState = (): AppState => appStore.get();

export function setAppState(patch: Partial<AppState> | ((prev: AppState) => Partial<AppState>)): void {
  appStore.set((prev) => ({ ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) }));
}

export function useAppState<S>(selector: (state: AppState) => S): S {
  return useStoreSelector(appStore, selector);
}

/** Logged in: stores member and token (docs/SPECIFICATION.md §3: user info is kept together with the token). */
export function setSession(input: {
  member_id: string | number;
  token: string;
  userInfo?: UserInfo | null;
}): void {
  setAppState({
    token: input.token,
    member: { member_id: String(input.member_id), userInfo: input.userInfo ?? null },
  });
  // 'Please log in first' is answered: it must not stay over the page the player is now taken to.
  hideToast(LOGIN_PROMPT);
}

/** Exiting login, or a 302/409 answer: member, token and the stored user info go (docs/SPECIFICATION.md §4). */
export function clearSession(): void {
  setAppState({ token: null, member: null, recharge: null });
}

import type common from '@jl/core/i18n/locales/pt-BR/common.json';
import type { ComponentType } from 'react';
import { paths, type TabKey } from '../config/paths.ts';
import type { FirstQuery } from '../lib/first-data.ts';

export type PageTitleKey = keyof (typeof common)['pages'];

/** What every page component receives: its own route entry (title, tab, back fallback). */
export type PageProps = { route: RouteDef };
export type PageModule = {
  default: ComponentType<PageProps>;
  /**
   * The queries the page draws at once, given the page's URL query: on a full page load the first render
   * waits briefly for them (lib/first-data.ts), so the page is painted with its content.
   */
  firstData?: (search: URLSearchParams) => readonly FirstQuery[];
};

export type RouteDef = {
  path: string;
  /** docs/SPECIFICATION.md §6: pages a visitor may open without a token. Every other page sends them home to log in. */
  public: boolean;
  /** `common:pages.<key>`: the header title. */
  title: PageTitleKey;
  /** Tab pages show the tab bar and no back button. */
  tab?: TabKey;
  /** Where the back button goes when there is no history (docs/SPECIFICATION.md §2). */
  back: string;
  /** The page's code, loaded on demand (docs/SPECIFICATION.md §2). */
  load: () => Promise<PageModule>;
};

const location = () => import('./routes/system/location-page.tsx');
const home = () => import('./routes/home/home-page.tsx');

const page = (
  path: string,
  title: PageTitleKey,
  load: RouteDef['load'],
  options: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  title,
  load,
  public: false,
  back:
    path.startsWith('/pages/mine/') ||
    path.startsWith('/pages/withdraw/') ||
    path.startsWith('/pages/recharge/')
      ? paths.mine
      : paths.home,
  ...options,
});

/** The one route table: every route of docs/SPECIFICATION.md §2 at its path. */
export const routes: readonly RouteDef[] = [
  page(paths.root, 'home', home, { public: true, tab: 'home' }),
  page(paths.home, 'home', home, { public: true, tab: 'home' }),
  page(paths.team, 'team', () => import('./routes/team/team-page.tsx'), { tab: 'team' }),
  page(paths.vip, 'vip', () => import('./routes/vip/vip-page.tsx'), { tab: 'vip' }),
  page(paths.activity, 'activity', () => import('./routes/activity/activity-page.tsx'), {
    public: true,
    tab: 'activity',
  }),
  page(paths.mine, 'mine', () => import('./routes/mine/mine-page.tsx'), { tab: 'mine' }),

  page(paths.inviteActivity, 'inviteActivity', () => import('./routes/activity/invite-activity-page.tsx'), {
    back: paths.activity,
  }),
  page(paths.zpActivity, 'zpActivity', () => import('./routes/activity/wheel-page.tsx'), {
    back: paths.activity,
  }),
  page(paths.dayActivity, 'dayActivity', () => import('./routes/activity/day-activity-page.tsx'), {
    back: paths.activity,
  }),
  page(paths.activityDetail, 'activityDetail', () => import('./routes/activity/detail-page.tsx'), {
    back: paths.activity,
  }),
  page(paths.activityBonus, 'activityBonus', () => import('./routes/activity/bonus-page.tsx'), {
    public: true,
    back: paths.activity,
  }),
  page(paths.download, 'download', () => import('./routes/activity/download-page.tsx'), {
    public: true,
    back: paths.activity,
  }),
  page(paths.dragActivity, 'dragActivity', () => import('./routes/activity/drag-activity-page.tsx'), {
    back: paths.zpActivity,
  }),
  page(paths.yly, 'yly', () => import('./routes/activity/yly-page.tsx'), { back: paths.activity }),
  page(paths.gamePlat, 'gamePlat', () => import('./routes/game/plat-page.tsx'), { public: true }),
  page(paths.gameList, 'gameList', () => import('./routes/game/list-page.tsx'), { public: true }),
  page(paths.gameWebview, 'gameWebview', () => import('./routes/game/webview-page.tsx')),
  page(paths.teamDetail, 'teamDetail', () => import('./routes/team/team-detail-page.tsx'), {
    back: paths.team,
  }),
  page(paths.teamBonus, 'teamBonus', () => import('./routes/team/team-bonus-page.tsx'), { back: paths.team }),
  page(paths.withdraw, 'withdraw', () => import('./routes/withdraw/withdraw-page.tsx')),
  page(paths.withdrawLog, 'withdrawLog', () => import('./routes/withdraw/withdraw-log-page.tsx')),
  page(paths.withdrawBind, 'withdrawBind', () => import('./routes/withdraw/withdraw-bind-page.tsx')),
  page(paths.withdrawDetail, 'withdrawDetail', () => import('./routes/withdraw/withdraw-detail-page.tsx'), {
    back: paths.withdrawLog,
  }),
  page(paths.withdrawInvite, 'withdrawInvite', () => import('./routes/withdraw/invite-page.tsx'), {
    back: paths.team,
  }),
  page(paths.recharge, 'recharge', () => import('./routes/recharge/recharge-page.tsx'), { back: paths.vip }),
  page(paths.rechargeResult, 'rechargeResult', () => import('./routes/recharge/result-page.tsx'), {
    back: paths.recharge,
  }),
  page(paths.rechargeLog, 'rechargeLog', () => import('./routes/recharge/recharge-log-page.tsx')),
  page(paths.fundLog, 'fundLog', () => import('./routes/mine/fund-log-page.tsx')),
  page(paths.settings, 'settings', () => import('./routes/mine/settings-page.tsx')),
  page(paths.loginPassword, 'loginPassword', () => import('./routes/mine/login-password-page.tsx')),
  page(paths.withdrawPassword, 'withdrawPassword', () => import('./routes/mine/withdraw-password-page.tsx')),
  page(paths.service, 'service', () => import('./routes/mine/service-page.tsx')),
  page(paths.login, 'login', () => import('./routes/auth/login-page.tsx'), { public: true }),
  page(paths.register, 'register', () => import('./routes/auth/register-page.tsx'), { public: true }),
  page(paths.resetPassword, 'resetPassword', () => import('./routes/mine/reset-password-page.tsx'), {
    public: true,
  }),
  page(paths.pddDetail, 'pddDetail', () => import('./routes/activity/pdd-detail-page.tsx'), {
    back: paths.zpActivity,
  }),
  page(paths.gameDetail, 'gameDetail', () => import('./routes/game/game-detail-page.tsx'), {
    back: paths.gameFairness,
  }),
  page(paths.hbDetail, 'hbDetail', () => import('./routes/activity/hb-detail-page.tsx'), {
    back: paths.zpActivity,
  }),
  page(paths.chooseLocation, 'chooseLocation', location),
  page(paths.openLocation, 'openLocation', location),

  // Added pages (see config/paths.ts): terms and language are public so a visitor can read the
  // terms before registering and pick a language before logging in.
  page(paths.terms, 'terms', () => import('./routes/terms/terms-page.tsx'), { public: true }),
  page(paths.language, 'language', () => import('./routes/mine/language-page.tsx'), {
    public: true,
    back: paths.mine,
  }),
  page(paths.userInfo, 'userInfo', () => import('./routes/mine/user-info-page.tsx')),
  page(paths.rechargeInfo, 'rechargeInfo', () => import('./routes/recharge/recharge-info-page.tsx')),
  page(paths.gameFairness, 'gameFairness', () => import('./routes/game/fairness-page.tsx')),
  page(paths.ticket, 'ticket', () => import('./routes/mine/ticket-page.tsx'), { back: paths.service }),
  page(
    paths.responsibleGaming,
    'responsibleGaming',
    () => import('./routes/mine/responsible-gaming-page.tsx'),
  ),
  page(paths.kyc, 'kyc', () => import('./routes/mine/kyc-page.tsx')),
  // Anyone may watch a live round; betting asks for a session.
  page(paths.liveCrash, 'liveCrash', () => import('./routes/live/crash-page.tsx'), { public: true }),
  page(paths.liveRoulette, 'liveRoulette', () => import('./routes/live/roulette-page.tsx'), {
    public: true,
  }),
];

const normalise = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

const byPath = new Map(routes.map((route) => [route.path, route]));

export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(normalise(pathname));
}

/** Unknown paths count as public: the not-found page needs no login. */
export function isPublicPath(pathname: string): boolean {
  return findRoute(pathname)?.public ?? true;
}

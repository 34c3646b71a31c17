/**
 * Every path of the player app (docs/SPECIFICATION.md §2). History-mode routes keep the original app's page paths so
 * that links shared by players and ad campaigns keep working. The route table (`app/routes.ts`) maps
 * each of these to a lazily loaded page and says whether it needs a login; features import only
 * these constants, never the route table.
 */
export const paths = {
  root: '/',
  home: '/pages/index/index',
  team: '/pages/team/team',
  vip: '/pages/vip/vip',
  activity: '/pages/activity/index',
  mine: '/pages/mine/mine',

  inviteActivity: '/pages/activity/inviteActivity',
  zpActivity: '/pages/activity/zpActivity',
  dayActivity: '/pages/activity/dayActivity',
  activityDetail: '/pages/activity/detail',
  activityBonus: '/pages/activity/bonus',
  download: '/pages/activity/download',
  dragActivity: '/pages/activity/dragActivity',
  yly: '/components/yly',
  gamePlat: '/components/pages/game/plat',
  gameList: '/components/pages/game/list',
  gameWebview: '/components/pages/game/webview',
  teamDetail: '/pages/team/detail',
  teamBonus: '/pages/team/bonus',
  withdraw: '/pages/withdraw/withdraw',
  withdrawLog: '/pages/withdraw/withdraw_log',
  withdrawBind: '/pages/withdraw/withdraw_bind',
  withdrawDetail: '/pages/withdraw/withdrawDetail',
  withdrawInvite: '/pages/withdraw/invite',
  recharge: '/pages/recharge/recharge',
  rechargeResult: '/pages/recharge/result',
  rechargeLog: '/pages/recharge/recharge_log',
  fundLog: '/pages/mine/fund_log',
  settings: '/pages/mine/setting_list',
  loginPassword: '/pages/mine/login_password',
  withdrawPassword: '/pages/mine/withdraw_password',
  service: '/pages/mine/service',
  login: '/pages/login/login',
  register: '/pages/reg/reg',
  pddDetail: '/pages/pddDetail/pddDetail',
  gameDetail: '/pages/pddDetail/gameDetail',
  hbDetail: '/pages/pddDetail/hbDetail',
  chooseLocation: '/pages/system/chooseLocation',
  openLocation: '/pages/system/openLocation',

  // Not in the spec's route list; added for entries the spec names without a page of their own.
  terms: '/pages/terms/terms',
  language: '/pages/mine/language',
  userInfo: '/pages/mine/user_info',
  rechargeInfo: '/pages/mine/recharge_info',
  /** Forgotten login password, reset with an SMS code (public: the player cannot log in). */
  resetPassword: '/pages/login/reset_password',
  gameFairness: '/pages/game/fairness',
  /** Mine → Jogo responsável: limits, reality check, cool-off, self-exclusion, data export. */
  responsibleGaming: '/pages/mine/responsible_gaming',
  /** Mine → Verificar identidade: the identity verification (KYC) and its outcome. */
  kyc: '/pages/mine/kyc',
  /** Mine → Atendimento → one of the player's support tickets (`?id=`). */
  ticket: '/pages/mine/ticket',
  liveCrash: '/pages/live/crash',
  liveRoulette: '/pages/live/roulette',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const TAB_KEYS = ['home', 'team', 'vip', 'activity', 'mine'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const TAB_PATHS: Record<TabKey, AppPath> = {
  home: paths.home,
  team: paths.team,
  vip: paths.vip,
  activity: paths.activity,
  mine: paths.mine,
};

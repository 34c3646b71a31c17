import en_activity from './locales/en/activity.json' with { type: 'json' };
import en_auth from './locales/en/auth.json' with { type: 'json' };
import en_backoffice from './locales/en/backoffice.json' with { type: 'json' };
import en_common from './locales/en/common.json' with { type: 'json' };
import en_errors from './locales/en/errors.json' with { type: 'json' };
import en_games from './locales/en/games.json' with { type: 'json' };
import en_kyc from './locales/en/kyc.json' with { type: 'json' };
import en_live from './locales/en/live.json' with { type: 'json' };
import en_location from './locales/en/location.json' with { type: 'json' };
import en_pay from './locales/en/pay.json' with { type: 'json' };
import en_rg from './locales/en/rg.json' with { type: 'json' };
import en_staff from './locales/en/staff.json' with { type: 'json' };
import en_team from './locales/en/team.json' with { type: 'json' };
import en_vip from './locales/en/vip.json' with { type: 'json' };
import en_wallet from './locales/en/wallet.json' with { type: 'json' };
import es_activity from './locales/es/activity.json' with { type: 'json' };
import es_auth from './locales/es/auth.json' with { type: 'json' };
import es_backoffice from './locales/es/backoffice.json' with { type: 'json' };
import es_common from './locales/es/common.json' with { type: 'json' };
import es_errors from './locales/es/errors.json' with { type: 'json' };
import es_games from './locales/es/games.json' with { type: 'json' };
import es_kyc from './locales/es/kyc.json' with { type: 'json' };
import es_live from './locales/es/live.json' with { type: 'json' };
import es_location from './locales/es/location.json' with { type: 'json' };
import es_pay from './locales/es/pay.json' with { type: 'json' };
import es_rg from './locales/es/rg.json' with { type: 'json' };
import es_staff from './locales/es/staff.json' with { type: 'json' };
import es_team from './locales/es/team.json' with { type: 'json' };
import es_vip from './locales/es/vip.json' with { type: 'json' };
import es_wallet from './locales/es/wallet.json' with { type: 'json' };
import id_ID_activity from './locales/id-ID/activity.json' with { type: 'json' };
import id_ID_auth from './locales/id-ID/auth.json' with { type: 'json' };
import id_ID_backoffice from './locales/id-ID/backoffice.json' with { type: 'json' };
import id_ID_common from './locales/id-ID/common.json' with { type: 'json' };
import id_ID_errors from './locales/id-ID/errors.json' with { type: 'json' };
import id_ID_games from './locales/id-ID/games.json' with { type: 'json' };
import id_ID_kyc from './locales/id-ID/kyc.json' with { type: 'json' };
import id_ID_live from './locales/id-ID/live.json' with { type: 'json' };
import id_ID_location from './locales/id-ID/location.json' with { type: 'json' };
import id_ID_pay from './locales/id-ID/pay.json' with { type: 'json' };
import id_ID_rg from './locales/id-ID/rg.json' with { type: 'json' };
import id_ID_staff from './locales/id-ID/staff.json' with { type: 'json' };
import id_ID_team from './locales/id-ID/team.json' with { type: 'json' };
import id_ID_vip from './locales/id-ID/vip.json' with { type: 'json' };
import id_ID_wallet from './locales/id-ID/wallet.json' with { type: 'json' };
import pt_BR_activity from './locales/pt-BR/activity.json' with { type: 'json' };
import pt_BR_auth from './locales/pt-BR/auth.json' with { type: 'json' };
import pt_BR_backoffice from './locales/pt-BR/backoffice.json' with { type: 'json' };
import pt_BR_common from './locales/pt-BR/common.json' with { type: 'json' };
import pt_BR_errors from './locales/pt-BR/errors.json' with { type: 'json' };
import pt_BR_games from './locales/pt-BR/games.json' with { type: 'json' };
import pt_BR_kyc from './locales/pt-BR/kyc.json' with { type: 'json' };
import pt_BR_live from './locales/pt-BR/live.json' with { type: 'json' };
import pt_BR_location from './locales/pt-BR/location.json' with { type: 'json' };
import pt_BR_pay from './locales/pt-BR/pay.json' with { type: 'json' };
import pt_BR_rg from './locales/pt-BR/rg.json' with { type: 'json' };
import pt_BR_staff from './locales/pt-BR/staff.json' with { type: 'json' };
import pt_BR_team from './locales/pt-BR/team.json' with { type: 'json' };
import pt_BR_vip from './locales/pt-BR/vip.json' with { type: 'json' };
import pt_BR_wallet from './locales/pt-BR/wallet.json' with { type: 'json' };
import zh_Hans_activity from './locales/zh-Hans/activity.json' with { type: 'json' };
import zh_Hans_auth from './locales/zh-Hans/auth.json' with { type: 'json' };
import zh_Hans_backoffice from './locales/zh-Hans/backoffice.json' with { type: 'json' };
import zh_Hans_common from './locales/zh-Hans/common.json' with { type: 'json' };
import zh_Hans_errors from './locales/zh-Hans/errors.json' with { type: 'json' };
import zh_Hans_games from './locales/zh-Hans/games.json' with { type: 'json' };
import zh_Hans_kyc from './locales/zh-Hans/kyc.json' with { type: 'json' };
import zh_Hans_live from './locales/zh-Hans/live.json' with { type: 'json' };
import zh_Hans_location from './locales/zh-Hans/location.json' with { type: 'json' };
import zh_Hans_pay from './locales/zh-Hans/pay.json' with { type: 'json' };
import zh_Hans_rg from './locales/zh-Hans/rg.json' with { type: 'json' };
import zh_Hans_staff from './locales/zh-Hans/staff.json' with { type: 'json' };
import zh_Hans_team from './locales/zh-Hans/team.json' with { type: 'json' };
import zh_Hans_vip from './locales/zh-Hans/vip.json' with { type: 'json' };
import zh_Hans_wallet from './locales/zh-Hans/wallet.json' with { type: 'json' };
import type { Locale } from './locales.ts';

/** One namespace per domain so that features own their own files. pt-BR is the source of the keys. */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'wallet',
  'pay',
  'games',
  'vip',
  'team',
  'staff',
  'rg',
  'activity',
  'live',
  'kyc',
  'location',
  /** The back office's screens (apps/admin only: the player app leaves it out of its bundles). */
  'backoffice',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Catalog = Record<string, unknown>;

const files: Record<Locale, Record<Namespace, Catalog>> = {
  'pt-BR': {
    common: pt_BR_common,
    errors: pt_BR_errors,
    auth: pt_BR_auth,
    wallet: pt_BR_wallet,
    pay: pt_BR_pay,
    games: pt_BR_games,
    live: pt_BR_live,
    vip: pt_BR_vip,
    team: pt_BR_team,
    staff: pt_BR_staff,
    backoffice: pt_BR_backoffice,
    rg: pt_BR_rg,
    activity: pt_BR_activity,
    kyc: pt_BR_kyc,
    location: pt_BR_location,
  },
  en: {
    common: en_common,
    errors: en_errors,
    auth: en_auth,
    wallet: en_wallet,
    pay: en_pay,
    games: en_games,
    live: en_live,
    vip: en_vip,
    team: en_team,
    staff: en_staff,
    backoffice: en_backoffice,
    rg: en_rg,
    activity: en_activity,
    kyc: en_kyc,
    location: en_location,
  },
  es: {
    common: es_common,
    errors: es_errors,
    auth: es_auth,
    wallet: es_wallet,
    pay: es_pay,
    games: es_games,
    live: es_live,
    vip: es_vip,
    team: es_team,
    staff: es_staff,
    backoffice: es_backoffice,
    rg: es_rg,
    activity: es_activity,
    kyc: es_kyc,
    location: es_location,
  },
  'zh-Hans': {
    common: zh_Hans_common,
    errors: zh_Hans_errors,
    auth: zh_Hans_auth,
    wallet: zh_Hans_wallet,
    pay: zh_Hans_pay,
    games: zh_Hans_games,
    live: zh_Hans_live,
    vip: zh_Hans_vip,
    team: zh_Hans_team,
    staff: zh_Hans_staff,
    backoffice: zh_Hans_backoffice,
    rg: zh_Hans_rg,
    activity: zh_Hans_activity,
    kyc: zh_Hans_kyc,
    location: zh_Hans_location,
  },
  'id-ID': {
    common: id_ID_common,
    errors: id_ID_errors,
    auth: id_ID_auth,
    wallet: id_ID_wallet,
    pay: id_ID_pay,
    games: id_ID_games,
    live: id_ID_live,
    vip: id_ID_vip,
    team: id_ID_team,
    staff: id_ID_staff,
    backoffice: id_ID_backoffice,
    rg: id_ID_rg,
    activity: id_ID_activity,
    kyc: id_ID_kyc,
    location: id_ID_location,
  },
};

/**
 * Each domain keeps the messages of its own refusal codes under `errors` in its own namespace file
 * (e.g. auth.json → errors.PHONE_TAKEN); they are merged into the `errors` namespace so that every
 * code's message is `errors:<CODE>`.
 */
function withDomainErrors(catalogs: Record<Namespace, Catalog>): Record<Namespace, Catalog> {
  const errors: Catalog = { ...catalogs.errors };
  for (const ns of NAMESPACES) {
    const domainErrors = ns === 'errors' ? undefined : catalogs[ns].errors;
    if (domainErrors && typeof domainErrors === 'object') Object.assign(errors, domainErrors);
  }
  return { ...catalogs, errors };
}

export const resources = Object.fromEntries(
  Object.entries(files).map(([locale, catalogs]) => [locale, withDomainErrors(catalogs)]),
) as Record<Locale, Record<Namespace, Catalog>>;

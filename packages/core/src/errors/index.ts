import { ACTIVITY_ERRORS } from './activity.ts';
import { AUTH_ERRORS } from './auth.ts';
import { COMMON_ERRORS } from './common.ts';
import { GAMES_ERRORS } from './games.ts';
import { KYC_ERRORS } from './kyc.ts';
import { LIVE_ERRORS } from './live.ts';
import { LOCATION_ERRORS } from './location.ts';
import { PAY_ERRORS } from './pay.ts';
import { RG_ERRORS } from './rg.ts';
import { STAFF_ERRORS } from './staff.ts';
import { SUPPORT_ERRORS } from './support.ts';
import { TEAM_ERRORS } from './team.ts';
import { VIP_ERRORS } from './vip.ts';
import { WALLET_ERRORS } from './wallet.ts';

/**
 * The one list of machine-readable refusal reasons sent in `data.error`. Each domain owns its own
 * array (errors/<domain>.ts); each code's message is `errors:<CODE>` in every locale (common codes in
 * errors.json, domain codes under `errors` in the domain's namespace file).
 */
export const ERROR_CODES = [
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...WALLET_ERRORS,
  ...PAY_ERRORS,
  ...GAMES_ERRORS,
  ...LIVE_ERRORS,
  ...VIP_ERRORS,
  ...TEAM_ERRORS,
  ...STAFF_ERRORS,
  ...RG_ERRORS,
  ...SUPPORT_ERRORS,
  ...ACTIVITY_ERRORS,
  ...KYC_ERRORS,
  ...LOCATION_ERRORS,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function errorMessageKey(code: ErrorCode): string {
  return `errors:${code}`;
}

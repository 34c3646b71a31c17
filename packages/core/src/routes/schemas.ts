import type { z } from 'zod';
import { activitySchemas } from '../contracts/activity.ts';
import { authSchemas } from '../contracts/auth.ts';
import { configSchemas } from '../contracts/config.ts';
import { gamesSchemas } from '../contracts/games.ts';
import { kycSchemas } from '../contracts/kyc.ts';
import { liveSchemas } from '../contracts/live.ts';
import { locationSchemas } from '../contracts/location.ts';
import { paySchemas } from '../contracts/pay.ts';
import { rgSchemas } from '../contracts/rg.ts';
import { supportSchemas } from '../contracts/support.ts';
import { teamSchemas } from '../contracts/team.ts';
import { vipSchemas } from '../contracts/vip.ts';
import { walletSchemas } from '../contracts/wallet.ts';
import { withdrawSchemas } from '../contracts/withdraw.ts';
import { activityApi } from './activity.ts';
import { authApi } from './auth.ts';
import { configApi } from './config.ts';
import { gamesApi } from './games.ts';
import { kycApi } from './kyc.ts';
import { liveApi } from './live.ts';
import { locationApi } from './location.ts';
import { payApi } from './pay.ts';
import { rgApi } from './rg.ts';
import {
  type DescribedGroups,
  type EndpointSchemas,
  type Route,
  type SchemaGroup,
  schemaIndex,
  schemasIn,
} from './route.ts';
import { STAFF_GROUPS, type StaffAnswersArePlain } from './staff-schemas.ts';
import { supportApi } from './support.ts';
import { teamApi } from './team.ts';
import { vipApi } from './vip.ts';
import { walletApi } from './wallet.ts';
import { withdrawApi } from './withdraw.ts';

/**
 * Every descriptor with its schemas, by `METHOD /path`: the player API's groups and the staff API's
 * (`staff-schemas.ts`). The server registers its routes from it; the player app loads this module (and
 * zod with it) only in development and tests, to parse answers.
 */
const GROUPS: DescribedGroups = [
  [activityApi, activitySchemas],
  [authApi, authSchemas],
  [configApi, configSchemas],
  [gamesApi, gamesSchemas],
  [kycApi, kycSchemas],
  [liveApi, liveSchemas],
  [locationApi, locationSchemas],
  [payApi, paySchemas],
  [rgApi, rgSchemas],
  [supportApi, supportSchemas],
  [teamApi, teamSchemas],
  [vipApi, vipSchemas],
  [walletApi, walletSchemas],
  [withdrawApi, withdrawSchemas],
];

export const ROUTE_SCHEMAS = schemaIndex([...GROUPS, ...STAFF_GROUPS]);

/** Every descriptor of the player API. */
export const ALL_ROUTES: readonly Route[] = GROUPS.flatMap(([routes]) => Object.values(routes));

/** The schemas of a descriptor (player or staff); throws for a route no group declares. */
export const schemasOf = <S extends EndpointSchemas>(route: Route<S>): S => schemasIn(ROUTE_SCHEMAS, route);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** `true` for each answer of the group whose input type is its output type. */
export type PlainAnswers<G extends SchemaGroup> = {
  [K in keyof G]: Same<z.input<G[K]['answer']>, z.output<G[K]['answer']>>;
}[keyof G];

/**
 * Answers have no transforms, defaults or coercions: what the server sends is what the schema's output
 * is, so the player app may skip parsing in production and still be typed by `z.output` (a type check).
 */
export const ANSWERS_ARE_PLAIN: [
  Exclude<
    | PlainAnswers<typeof activitySchemas>
    | PlainAnswers<typeof authSchemas>
    | PlainAnswers<typeof configSchemas>
    | PlainAnswers<typeof gamesSchemas>
    | PlainAnswers<typeof kycSchemas>
    | PlainAnswers<typeof liveSchemas>
    | PlainAnswers<typeof locationSchemas>
    | PlainAnswers<typeof paySchemas>
    | PlainAnswers<typeof rgSchemas>
    | PlainAnswers<typeof supportSchemas>
    | PlainAnswers<typeof teamSchemas>
    | PlainAnswers<typeof vipSchemas>
    | PlainAnswers<typeof walletSchemas>
    | PlainAnswers<typeof withdrawSchemas>
    | StaffAnswersArePlain,
    true
  >,
] extends [never]
  ? true
  : false = true;

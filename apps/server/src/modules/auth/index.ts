import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { authRoutes } from './auth-routes.ts';
import * as schema from './auth-schema.ts';
import { smsRoutes } from './sms-routes.ts';

/** Accounts, sessions and SMS codes. */
export const authModule = defineModule({
  name: 'auth',
  purpose: 'Player accounts, sign-in and sessions, SMS codes, withdrawal passwords',
  routes: [authRoutes, smsRoutes],
  tables: tablesOf(schema),
});

export { hashPassword, verifyPassword } from '../../lib/password.ts';
export { type SharedAddress, sharedAddresses } from './auth-addresses.ts';
export { closedPhoneOf, closeMember, MEMBER_STATUS, minimiseMember } from './auth-closure.ts';
export { playerAccessLogs } from './auth-retention.ts';
export { members, sessions } from './auth-schema.ts';
export { createMember, getUserInfo, type NewMember } from './auth-service.ts';
export {
  listRecentSessions,
  type MemberAccessAction,
  type SessionRow,
  setMemberAccess,
} from './member-access.ts';
export type { MemberRow } from './member-repository.ts';
export { findMemberById, findVipLevel, findVipLevels, raiseVipLevel } from './member-repository.ts';
export { findDemoPlayerId, seedDemoPlayer } from './seed.ts';
export { refuseSession, SESSION_CACHE_MS, verifyTokenCached } from './session-cache.ts';
export { forgetSessions } from './session-cache-store.ts';
export {
  type AuthenticatedMember,
  createSession,
  hashToken,
  revokeSessions,
  SESSION_TTL_DAYS,
  type TokenCheck,
  verifyToken,
} from './session-service.ts';
export { memberPhoneSql, type SessionState, sessionStateSql } from './session-sql.ts';
export type { SmsProvider } from './sms-provider.ts';
export { verifyWithdrawPassword, WITHDRAW_PASSWORD_RULES } from './withdraw-password.ts';

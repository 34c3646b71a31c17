import { randomInt } from 'node:crypto';
import { type LoginResult, toDecimal, type UserInfo } from '@jl/core';
import { maskPhoneForDisplay, parsePhoneBR } from '@jl/core/br/phone.ts';
import type { Db, Executor } from '../../db/client.ts';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import { refuse } from '../../lib/app-error.ts';
import {
  beginLoginAttempt,
  captchaDue,
  clearLoginCounts,
  failLoginAttempt,
  type LoginAttempt,
  PLAYER_LOGIN_RULES,
  passLoginAttempt,
  withdrawLoginAttempt,
} from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { consumeCaptcha } from '../captcha/index.ts';
import { getSiteConfig } from '../config/index.ts';
import { getWallet } from '../wallet/index.ts';
import { MEMBER_STATUS } from './auth-closure.ts';
import { clearCounter, minutesLeft, readCounter, recordFailure } from './auth-counters.ts';
import {
  findMemberById,
  findMemberByInviteCode,
  findMemberByPhone,
  insertMember,
  isUniqueViolation,
  type MemberRow,
  recordLogin,
  updatePasswordHash,
} from './member-repository.ts';
import { createSession, revokeSessions } from './session-service.ts';
import { checkSmsCode, consumeSmsCode } from './sms-service.ts';

/**
 * Re-entering the login password while signed in (password change, withdrawal-password set-up): ten
 * wrong in a row lock that check for 15 minutes. Only the session's holder can aim it, so a lock is
 * fair here; the login itself is throttled per (phone, address) instead (login-throttle.ts).
 */
export const PASSWORD_CHECK_RULES = { lockAfter: 10, lockMs: 15 * 60 * 1000 } as const;

/** Invite codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

export function generateInviteCode(): string {
  return Array.from(
    { length: INVITE_LENGTH },
    () => INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)],
  ).join('');
}

const passwordCheckKey = (memberId: bigint) => `password-check:member:${memberId}`;

/** Everything a request brings that the rules need: the clock, the network address, secrets. */
/**
 * One instant of an auth operation, read once from the request context (lib/request-context.ts): every
 * write of a registration or a login carries the same time.
 */
type AuthMoment = {
  now: Date;
  ip: string;
  userAgent?: string;
  secret: string;
  ttlDays: number;
  idleMinutes: number;
};

function momentOf(ctx: RequestContext): AuthMoment {
  return {
    now: ctx.now(),
    ip: ctx.ip ?? '',
    userAgent: ctx.userAgent,
    secret: ctx.appSecret,
    ttlDays: ctx.sessionTtlDays,
    idleMinutes: ctx.sessionIdleMinutes,
  };
}

/** The wallet's view of the player: total balance (withdrawable + locked) and the withdrawable part. */
async function readBalances(
  db: Executor,
  memberId: bigint,
): Promise<{ balance: string; withdrawable: string }> {
  const wallet = await getWallet(db, memberId);
  return { balance: toDecimal(wallet.balance), withdrawable: toDecimal(wallet.withdrawable) };
}

export async function toUserInfo(db: Executor, member: MemberRow): Promise<UserInfo> {
  return {
    member_id: String(member.id),
    phone: maskPhoneForDisplay(member.phone),
    nickname: member.nickname,
    vip_level: member.vipLevel,
    invite_code: member.inviteCode,
    registered_at: member.createdAt.toISOString(),
    last_login_at: member.previousLoginAt?.toISOString() ?? null,
    has_withdraw_password: member.withdrawPasswordHash !== null,
    ...(await readBalances(db, member.id)),
  };
}

export async function getUserInfo(db: Executor, memberId: bigint): Promise<UserInfo> {
  const member = await findMemberById(db, memberId);
  if (!member) return refuse('NOT_FOUND');
  return toUserInfo(db, member);
}

export type NewMember = {
  /** Any form `parsePhoneBR` accepts; stored as E.164. */
  phone: string;
  password: string;
  nickname?: string | null;
  inviterId?: bigint | null;
  regIp?: string | null;
  status?: number;
  vipLevel?: number;
  now?: Date;
};

/**
 * Creates a member row (hashing the password, drawing a unique invite code). The building block of
 * registration, the demo seed and other modules' tests. Throws PHONE_TAKEN when the phone is taken.
 */
export async function createMember(db: Executor, input: NewMember): Promise<MemberRow> {
  const phone = parsePhoneBR(input.phone);
  if (!phone) throw new RangeError(`not a Brazilian mobile number: ${input.phone}`);
  return insertNewMember(db, { ...input, phone, passwordHash: await hashPassword(input.password) });
}

async function insertNewMember(
  db: Executor,
  input: Omit<NewMember, 'password'> & { passwordHash: string },
): Promise<MemberRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint inside a caller's transaction, so that an invite-code clash can be retried.
      return await db.transaction((tx) =>
        insertMember(tx, {
          phone: input.phone,
          passwordHash: input.passwordHash,
          nickname: input.nickname ?? null,
          inviteCode: generateInviteCode(),
          inviterId: input.inviterId ?? null,
          regIp: input.regIp ?? null,
          status: input.status ?? 0,
          vipLevel: input.vipLevel ?? 0,
          createdAt: input.now ?? new Date(),
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'members_phone_uq')) refuse('PHONE_TAKEN', { field: 'phone' });
      if (!isUniqueViolation(error, 'members_invite_code_uq') || attempt >= 4) throw error;
    }
  }
}

async function openSession(db: Executor, member: MemberRow, ctx: AuthMoment): Promise<LoginResult> {
  const before = member.lastLoginAt;
  const updated = await recordLogin(db, member.id, ctx.now);
  const session = await createSession(db, {
    memberId: member.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    ttlDays: ctx.ttlDays,
    idleMinutes: ctx.idleMinutes,
    now: ctx.now,
  });
  const userInfo = await toUserInfo(db, { ...updated, previousLoginAt: before });
  return { member_id: String(member.id), token: session.token, userInfo };
}

export type RegisterInput = { phone: string; password: string; inviteCode?: string; smsCode: string };

/**
 * Registration: one account per phone (the unique index decides between concurrent attempts), an
 * optional inviter, and the SMS code consumed in the same transaction as the new member.
 */
export async function register(db: Db, input: RegisterInput, request: RequestContext): Promise<LoginResult> {
  const ctx = momentOf(request);
  const phone =
    parsePhoneBR(input.phone) ??
    refuse('INVALID_FIELD', { field: 'phone', messageKey: 'auth:validation.invalidPhone' });
  const inviteCode = input.inviteCode?.trim().toUpperCase();
  let inviterId: bigint | null = null;
  if (inviteCode) {
    const inviter = await findMemberByInviteCode(db, inviteCode);
    // A closed account earns nothing from new referrals: its code is as good as unknown.
    if (!inviter || inviter.status === MEMBER_STATUS.closed)
      refuse('INVITE_CODE_UNKNOWN', { field: 'invite_code' });
    inviterId = inviter.id;
  }
  if (await findMemberByPhone(db, phone)) refuse('PHONE_TAKEN', { field: 'phone' });
  const codeId = await checkSmsCode(db, {
    phone,
    scene: 'register',
    code: input.smsCode,
    secret: ctx.secret,
    now: ctx.now,
  });
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    // The member first: a concurrent registration of the same phone waits on the unique index here
    // and then fails cleanly with PHONE_TAKEN, leaving the code unconsumed.
    const member = await insertNewMember(tx, { phone, passwordHash, inviterId, regIp: ctx.ip, now: ctx.now });
    if (!(await consumeSmsCode(tx, codeId, ctx.now))) refuse('SMS_CODE_INVALID', { field: 'sms_code' });
    await recordEvent(
      tx,
      'member.registered',
      member.id,
      { inviterId: inviterId === null ? null : String(inviterId), ip: ctx.ip, device: ctx.userAgent ?? null },
      ctx.now,
    );
    return openSession(tx, member, ctx);
  });
  eventsCommitted();
  return result;
}

export type LoginInput = {
  username: string;
  password: string;
  captchaId?: string;
  captchaCode?: string;
  /** The accessible alternative to the picture: a code sent to the phone (scene `login`). */
  smsCode?: string;
};

function refuseLocked(until: Date, now: Date): never {
  return refuse('ACCOUNT_LOCKED', { vars: { minutes: minutesLeft(until, now) } });
}

/**
 * The check a login must pass once the picture code is due: the picture, or — for a player who
 * cannot read it — a code sent to the phone by `POST /sms/send` scene `login`, which a script without
 * the phone cannot have. A refusal here was no password guess, so the attempt is not counted.
 */
async function passHumanCheck(
  db: Db,
  input: LoginInput,
  phone: string,
  attempt: LoginAttempt,
  ctx: AuthMoment,
): Promise<void> {
  try {
    if (input.smsCode) {
      const codeId = await checkSmsCode(db, {
        phone,
        scene: 'login',
        code: input.smsCode,
        secret: ctx.secret,
        now: ctx.now,
      });
      if (!(await consumeSmsCode(db, codeId, ctx.now))) refuse('SMS_CODE_INVALID', { field: 'sms_code' });
      return;
    }
    if (!input.captchaId || !input.captchaCode) refuse('CAPTCHA_REQUIRED', { field: 'captcha_code' });
    const solved = await consumeCaptcha(db, {
      id: input.captchaId,
      code: input.captchaCode,
      secret: ctx.secret,
      now: ctx.now,
    });
    if (!solved) refuse('CAPTCHA_INVALID', { field: 'captcha_code' });
  } catch (error) {
    await withdrawLoginAttempt(db, attempt);
    throw error;
  }
}

/**
 * Login by phone and password. Unknown phone and wrong password answer the same message after the
 * same work (a dummy hash is verified). Attempts are counted before the password is checked, per
 * (phone, address), per phone and per address (login-throttle.ts): the picture code per the
 * operator's `login.captcha` setting, then growing holds for the guessing pair only — no failure
 * count anywhere locks an account from other addresses.
 */
export async function login(db: Db, input: LoginInput, request: RequestContext): Promise<LoginResult> {
  const ctx = momentOf(request);
  const phone =
    parsePhoneBR(input.username) ??
    refuse('INVALID_FIELD', { field: 'username', messageKey: 'auth:validation.invalidPhone' });
  const { login: loginSettings } = await getSiteConfig(db);
  const attempt = await beginLoginAttempt(db, {
    scope: 'login',
    account: phone,
    address: ctx.ip,
    now: ctx.now,
  });
  const captchaNeeded =
    loginSettings.captcha === 'always' ||
    (loginSettings.captcha === 'after_failures' && captchaDue(attempt, PLAYER_LOGIN_RULES));
  if (captchaNeeded) await passHumanCheck(db, input, phone, attempt, ctx);

  const member = await findMemberByPhone(db, phone);
  if (!(await verifyPassword(member?.passwordHash, input.password))) {
    await failLoginAttempt(db, attempt, ctx.now, PLAYER_LOGIN_RULES);
    refuse('INVALID_CREDENTIALS', { field: 'password' });
  }
  await passLoginAttempt(db, attempt);
  // Only the holder of the password learns the account's state.
  if (member!.status === MEMBER_STATUS.closed) refuse('ACCOUNT_CLOSED');
  if (member!.status !== MEMBER_STATUS.active) refuse('ACCOUNT_DISABLED');
  return db.transaction((tx) => openSession(tx, member!, ctx));
}

export async function logout(
  db: Executor,
  member: { id: bigint; sessionId: bigint },
  now: Date,
): Promise<void> {
  await revokeSessions(db, { memberId: member.id, sessionId: member.sessionId, reason: 'logout', now });
}

/**
 * Checks a logged-in member's login password (password change, withdrawal-password set-up) under the
 * same failure counter and lock as the login itself.
 */
export async function checkLoginPassword(
  db: Db,
  member: MemberRow,
  password: string,
  now: Date,
): Promise<boolean> {
  const counter = await readCounter(db, passwordCheckKey(member.id), now);
  if (counter.lockedUntil) refuseLocked(counter.lockedUntil, now);
  if (await verifyPassword(member.passwordHash, password)) return true;
  const after = await recordFailure(db, passwordCheckKey(member.id), now, PASSWORD_CHECK_RULES);
  if (after.lockedUntil) refuseLocked(after.lockedUntil, now);
  return false;
}

/** Changes the login password and ends every other session of the member (they answer 302). */
export async function changePassword(
  db: Db,
  member: { id: bigint; sessionId: bigint },
  input: { oldPassword: string; password: string },
  now: Date,
): Promise<void> {
  const row = (await findMemberById(db, member.id)) ?? refuse('NOT_FOUND');
  if (!(await checkLoginPassword(db, row, input.oldPassword, now)))
    refuse('OLD_PASSWORD_WRONG', { field: 'old_password' });
  if (input.password === input.oldPassword) refuse('PASSWORD_UNCHANGED', { field: 'password' });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, member.id, passwordHash);
    await revokeSessions(tx, {
      memberId: member.id,
      exceptSessionId: member.sessionId,
      reason: 'password_change',
      now,
    });
  });
  await clearCounter(db, passwordCheckKey(row.id));
}

/**
 * A forgotten password, proven with an SMS code (scene reset). Every session ends (302) and the login
 * lock of the phone is lifted. A phone without an account fails like a wrong code.
 */
export async function resetPassword(
  db: Db,
  input: { phone: string; smsCode: string; password: string },
  request: RequestContext,
): Promise<void> {
  const ctx = momentOf(request);
  const phone =
    parsePhoneBR(input.phone) ??
    refuse('INVALID_FIELD', { field: 'phone', messageKey: 'auth:validation.invalidPhone' });
  const codeId = await checkSmsCode(db, {
    phone,
    scene: 'reset',
    code: input.smsCode,
    secret: ctx.secret,
    now: ctx.now,
  });
  const member = (await findMemberByPhone(db, phone)) ?? refuse('SMS_CODE_INVALID', { field: 'sms_code' });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeSmsCode(tx, codeId, ctx.now))) refuse('SMS_CODE_INVALID', { field: 'sms_code' });
    await updatePasswordHash(tx, member.id, passwordHash);
    await revokeSessions(tx, { memberId: member.id, reason: 'password_reset', now: ctx.now });
  });
  // A reset proves the phone: its login counts and the password-check lock start afresh.
  await clearLoginCounts(db, 'login', phone);
  await clearCounter(db, passwordCheckKey(member.id));
}

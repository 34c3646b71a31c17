import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { smsCodes } from './auth-schema.ts';
import { findMemberByPhone } from './member-repository.ts';
import type { SmsProvider } from './sms-provider.ts';

/** SMS code rules (docs/API.md): six digits, five minutes, five checks, one per minute, daily caps. */
export const SMS_RULES = {
  codeTtlMs: 5 * 60 * 1000,
  maxAttempts: 5,
  resendAfterMs: 60 * 1000,
  perPhonePerDay: 10,
  perIpPerDay: 30,
} as const;
const DAY_MS = 86_400_000;

export type SmsScene = 'register' | 'reset' | 'login';

function codeHash(secret: string, phone: string, scene: SmsScene, code: string): string {
  return createHmac('sha256', secret).update(`sms:${phone}:${scene}:${code}`).digest('hex');
}

/**
 * Issues a one-time code for `phone` (E.164). Register refuses a phone that has an account. Reset for
 * a phone without an account answers exactly like a real send but sends nothing (the row is kept so
 * that cooldowns and daily caps behave identically): the answer never tells whether a phone is a member.
 */
export async function sendSmsCode(
  db: Db,
  provider: SmsProvider,
  input: {
    phone: string;
    scene: SmsScene;
    ip: string;
    secret: string;
    now: Date;
    text: (code: string) => string;
    /** Where a gateway failure is logged (without the message text, which holds the code). */
    log?: { error(obj: object, msg: string): void };
  },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { phone, scene, now } = input;
  const member = await findMemberByPhone(db, phone);
  if (scene === 'register' && member) refuse('PHONE_TAKEN', { field: 'phone' });
  const send = scene === 'register' || member !== undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  const stored = await db.transaction(async (tx) => {
    // One phone at a time, so that two quick requests cannot both pass the cooldown.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + SMS_RULES.resendAfterMs - now.getTime() : 0;
    if (waitMs > 0) refuse('SMS_COOLDOWN', { field: 'phone', vars: { seconds: Math.ceil(waitMs / 1000) } });
    const since = new Date(now.getTime() - DAY_MS);
    const [byPhone] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, since)));
    const [byIp] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, input.ip), gt(smsCodes.createdAt, since)));
    if (byPhone!.n >= SMS_RULES.perPhonePerDay || byIp!.n >= SMS_RULES.perIpPerDay) {
      refuse('SMS_DAILY_LIMIT', { field: 'phone' });
    }
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        scene,
        codeHash: codeHash(input.secret, phone, scene, code),
        ip: input.ip,
        sent: send,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_RULES.codeTtlMs),
      })
      .returning({ id: smsCodes.id });
    return row!;
  });
  // Sent after the code is stored: a gateway failure leaves a code nobody received, never the reverse.
  if (send) {
    try {
      await provider.send(phone, input.text(code));
    } catch (error) {
      input.log?.error(
        { err: error, gateway: provider.name, phoneEnd: phone.slice(-4), scene },
        'sms not sent',
      );
      // Registration: the player may ask again at once ("could not send, try again"); the phone is free,
      // as the answer above already said. Reset: answered like a send, as for a phone without an
      // account, so that a gateway failure never tells whether the phone is a member's.
      if (scene === 'register') {
        await db.delete(smsCodes).where(eq(smsCodes.id, stored.id));
        refuse('SMS_SEND_FAILED', { field: 'phone' });
      }
    }
  }
  return { resendAfterSeconds: SMS_RULES.resendAfterMs / 1000, expiresInSeconds: SMS_RULES.codeTtlMs / 1000 };
}

/**
 * Checks `code` against the latest code of this phone and scene. Every check counts as an attempt
 * (atomically, so concurrent guesses cannot exceed the limit); a match returns the code's id, to be
 * consumed with `consumeSmsCode` in the same transaction as the change it authorises.
 */
export async function checkSmsCode(
  db: Executor,
  input: { phone: string; scene: SmsScene; code: string; secret: string; now: Date },
): Promise<bigint> {
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, input.phone), eq(smsCodes.scene, input.scene)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  const invalid = () => refuse('SMS_CODE_INVALID', { field: 'sms_code' });
  if (!latest) return invalid();
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, input.now),
        lt(smsCodes.attempts, SMS_RULES.maxAttempts),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash });
  if (!row) return invalid();
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(input.secret, input.phone, input.scene, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) return invalid();
  return latest.id;
}

/** Marks a checked code used; false when a concurrent request used it first. */
export async function consumeSmsCode(db: Executor, id: bigint, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

import { randomUUID } from 'node:crypto';
import { type Cents, computeCpfCheckDigits, formatCpf } from '@jl/core';
import { sql } from 'drizzle-orm';
import { depositStats } from '../src/db/schema.ts';
import { recordEvent } from '../src/events/index.ts';
import { createMember, createSession } from '../src/modules/auth/index.ts';
import { adjust, placeStake } from '../src/modules/wallet/index.ts';
import type { TestApp } from './harness.ts';
import { verifyPlayer } from './kyc-fixtures.ts';

let serial = 0;
const salt = (process.pid % 89) + 10;

/** A fresh valid CPF "000.000.000-00", distinct per call within a process and from pay-fixtures'. */
export function freshCpf(): string {
  serial += 1;
  // Ninth digit 8: a CPF the sandbox identity bureau confirms (kyc-fixtures.ts).
  const nine = `${salt}${String(serial).padStart(6, '0').slice(-6)}8`;
  return formatCpf(nine + computeCpfCheckDigits(nine));
}

function freshMobile(): string {
  serial += 1;
  const n = String(serial * 7057 + (process.pid % 997) + 500_000)
    .padStart(8, '0')
    .slice(-8);
  return `(31) 9${n.slice(0, 4)}-${n.slice(4)}`;
}

export const LOGIN_PASSWORD = 'segredo123';
export const WITHDRAW_PASSWORD = '246810';

export type Player = { memberId: bigint; token: string };

/** A member with a session; `withdrawPassword` sets the withdrawal password through the API. */
export async function newPlayer(t: TestApp, options: { withdrawPassword?: boolean } = {}): Promise<Player> {
  const member = await createMember(t.database.db, {
    phone: freshMobile(),
    password: LOGIN_PASSWORD,
    now: t.clock.now,
  });
  const { token } = await createSession(t.database.db, { memberId: member.id, now: t.clock.now });
  if (options.withdrawPassword !== false) {
    const set = await t.api('POST', '/user/withdraw-password', {
      token,
      body: { password: WITHDRAW_PASSWORD, repassword: WITHDRAW_PASSWORD, login_password: LOGIN_PASSWORD },
    });
    if (set.code !== 1) throw new Error(`withdraw password refused: ${JSON.stringify(set)}`);
  }
  return { memberId: member.id, token };
}

/** Withdrawable money without wagering (type 2 "add money", as an operator would). */
export async function giveCash(t: TestApp, memberId: bigint, cents: bigint): Promise<void> {
  await t.database.db.transaction((tx) =>
    adjust(tx, {
      memberId,
      amount: cents as Cents,
      code: 2,
      reason: 'test money',
      actorId: 0n,
      idempotencyKey: `test:cash:${randomUUID()}`,
    }),
  );
}

/** A settled losing stake of `cents` (valid bets), taken from the player's balances. */
/** A settled round that won nothing, recorded as the games module does (stake + `round.settled`). */
export async function bet(
  t: TestApp,
  memberId: bigint,
  cents: bigint,
  roundId = randomUUID(),
): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await placeStake(tx, { memberId, amount: cents as Cents, platform: 'originals', roundId });
    const payload = {
      roundId,
      platform: 'originals',
      game: 'test',
      stakeCents: String(cents),
      winCents: '0',
    };
    await recordEvent(tx, 'round.settled', memberId, payload, t.clock.now);
  });
  await t.app.events.drain();
}

/**
 * Cumulative recharge as the payments module records it (its `accumulated_recharge`, and one
 * `deposit.credited` for the per-player stats). For a member without deposits so far.
 */
export async function setRecharge(t: TestApp, memberId: bigint, cents: bigint): Promise<void> {
  const payload = {
    orderNo: `T${randomUUID()}`,
    amountCents: String(cents),
    endToEndId: randomUUID(),
    first: true,
  };
  await recordEvent(t.database.db, 'deposit.credited', memberId, payload, t.clock.now);
  await t.app.events.drain();
  await t.database.db
    .insert(depositStats)
    .values({
      memberId,
      accumulatedCents: cents,
      depositCount: 1,
      firstDepositAt: t.clock.now,
      lastDepositAt: t.clock.now,
    })
    .onConflictDoUpdate({ target: depositStats.memberId, set: { accumulatedCents: sql`${cents}` } });
}

export type BindFields = {
  name?: string;
  cpf?: string;
  pix_account?: string;
  mobile?: string;
  email?: string;
  withdraw_password?: string;
  repassword?: string;
  pix_type?: string;
};

export function bindBody(cpf: string, over: BindFields = {}): Record<string, string> {
  const body: Record<string, string | undefined> = {
    pix_type: 'cpf',
    name: 'Maria da Silva',
    cpf,
    pix_account: cpf,
    withdraw_password: WITHDRAW_PASSWORD,
    repassword: WITHDRAW_PASSWORD,
    ...over,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

/**
 * A player who may withdraw: VIP2 (R$ 100 recharge, R$ 1.000 of valid bets), wagering met, a bound
 * CPF account and `cash` withdrawable. Returns the account id.
 */
export async function eligiblePlayer(
  t: TestApp,
  cash = 100_000n,
  options: { verified?: boolean } = {},
): Promise<Player & { accountId: string; cpf: string }> {
  const player = await newPlayer(t);
  await giveCash(t, player.memberId, cash + 100_000n);
  await bet(t, player.memberId, 100_000n);
  await setRecharge(t, player.memberId, 10_000n);
  const cpf = freshCpf();
  const bound = await t.api('POST', '/withdraw/bind', { token: player.token, body: bindBody(cpf) });
  if (bound.code !== 1) throw new Error(`bind refused: ${JSON.stringify(bound)}`);
  // Identity verified with the same CPF (required for withdrawals in br-regulated).
  if (options.verified !== false) await verifyPlayer(t, player.token, 'Maria da Silva', cpf);
  return { ...player, accountId: bound.data.list[0].id, cpf };
}

/** 12:00 in São Paulo (15:00 UTC) on a weekday. */
export const NOON_SP = '2026-03-10T15:00:00.000Z';

export function apply(
  t: TestApp,
  player: Player,
  body: { amount: string; account_id?: string; withdraw_password?: string },
  key?: string,
) {
  return t.api('POST', '/withdraw/apply', {
    token: player.token,
    body: { withdraw_password: WITHDRAW_PASSWORD, ...body },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

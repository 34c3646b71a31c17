import { type Cents, formatMoney } from '@jl/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../auth/index.ts';
import { adjust } from './wallet-service.ts';

export const DEMO_MONEY = {
  phone: '+5511912345678',
  amount: 10_000n as Cents,
  idempotencyKey: 'demo:add-money:v1',
};

/**
 * Development seed: R$ 100 of "add money" (type 2, withdrawable) for the demo player, once — the fixed
 * key makes every later start a replay. Does nothing when the demo player does not exist.
 */
export async function seedDemoMoney(db: Db): Promise<string[]> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.phone, DEMO_MONEY.phone));
  if (!member) return [];
  const result = await db.transaction((tx) =>
    adjust(tx, {
      memberId: member.id,
      amount: DEMO_MONEY.amount,
      code: 2,
      reason: 'demo money (development seed)',
      actorId: 0n,
      idempotencyKey: DEMO_MONEY.idempotencyKey,
    }),
  );
  return result.replayed ? [] : [`  Demo money: ${formatMoney(DEMO_MONEY.amount)} added to the demo player`];
}

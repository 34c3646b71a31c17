import { type Cents, formatMoney } from '@jl/core';
import type { Db } from '../../db/client.ts';
import { adjust } from './wallet-service.ts';

export const DEMO_MONEY = {
  amount: 10_000n as Cents,
  idempotencyKey: 'demo:add-money:v1',
};

/**
 * Development seed: R$ 100 of "add money" (type 2, withdrawable) for the demo player, once — the fixed
 * key makes every later start a replay. Does nothing without a demo player (`memberId` null).
 */
export async function seedDemoMoney(db: Db, memberId: bigint | null): Promise<string[]> {
  if (memberId === null) return [];
  const result = await db.transaction((tx) =>
    adjust(tx, {
      memberId,
      amount: DEMO_MONEY.amount,
      code: 2,
      reason: 'demo money (development seed)',
      actorId: 0n,
      idempotencyKey: DEMO_MONEY.idempotencyKey,
    }),
  );
  return result.replayed ? [] : [`  Demo money: ${formatMoney(DEMO_MONEY.amount)} added to the demo player`];
}

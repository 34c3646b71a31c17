import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventsCommitted } from '../../events/index.ts';
import { inMoneyTransaction } from '../wallet/index.ts';
import { refundBet } from './live-rounds.ts';
import { liveBets, liveRounds } from './live-schema.ts';

/**
 * A player's open live bets cancelled and their stakes refunded (a registry bar that closes the account,
 * docs/COMPLIANCE.md "Barred beneficiaries"). Each bet in its own transaction that takes its round row
 * FOR UPDATE and then the bet row, in the order the round's own settlement takes them, so a bet is either
 * settled by its round or refunded here, never both; the refund is the wallet's round refund keyed
 * `round:originals:<wallet_round>:refund` (a second call refunds nothing). Answers the stakes refunded.
 */
export async function refundOpenBetsOf(db: Db, memberId: bigint, now: Date): Promise<bigint> {
  const open = await db
    .select({ id: liveBets.id, roundId: liveBets.roundId })
    .from(liveBets)
    .where(and(eq(liveBets.memberId, memberId), eq(liveBets.status, 'open')));
  let refunded = 0n;
  for (const { id, roundId } of open) {
    refunded += await inMoneyTransaction(db, async (tx) => {
      const [round] = await tx.select().from(liveRounds).where(eq(liveRounds.id, roundId)).for('update');
      const [bet] = await tx
        .select()
        .from(liveBets)
        .where(and(eq(liveBets.id, id), sql`${liveBets.status} = 'open'`))
        .for('update');
      if (!round || !bet) return 0n;
      await refundBet(tx, round, bet, now);
      return bet.amount;
    });
  }
  if (refunded > 0n) eventsCommitted();
  return refunded;
}

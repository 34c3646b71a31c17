import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withdrawAccounts, withdrawals, withdrawHolders } from './withdraw-schema.ts';

/**
 * Withdrawals' part of an account closure (the `closure` module runs it, docs/COMPLIANCE.md "Account
 * closure"). The withdrawal rows are financial records and stay; the personal data in them (name,
 * CPF, Pix key, phone, e-mail) is erased when the account is minimised. The unique CPF of the holder
 * row becomes a per-member placeholder, so the CPF is free for a new account unless a block follows it.
 */

/** Statuses of a withdrawal whose money is still on its way (under review, approved and being paid). */
const IN_FLIGHT = ['applying', 'wait'];

export async function hasWithdrawalInFlight(db: Executor, memberId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, IN_FLIGHT)))
    .limit(1);
  return row !== undefined;
}

/** The payout identity bound for withdrawals (CPF, and the name on the first account), if any. */
export async function findPayoutIdentity(
  db: Executor,
  memberId: bigint,
): Promise<{ name: string | null; cpf: string } | null> {
  const [holder] = await db
    .select({ cpf: withdrawHolders.cpf })
    .from(withdrawHolders)
    .where(eq(withdrawHolders.memberId, memberId));
  if (!holder) return null;
  const [account] = await db
    .select({ name: withdrawAccounts.name })
    .from(withdrawAccounts)
    .where(eq(withdrawAccounts.memberId, memberId))
    .orderBy(asc(withdrawAccounts.id))
    .limit(1);
  return { cpf: holder.cpf, name: account?.name ?? null };
}

/** Minimisation: accounts, holder and withdrawals keep their ids, amounts and times, not who was paid. */
export async function minimiseWithdrawData(tx: Executor, memberId: bigint): Promise<void> {
  await tx
    .update(withdrawAccounts)
    .set({
      name: '',
      cpf: '',
      pixKey: sql`'closed:' || ${withdrawAccounts.id}::text`,
      mobile: null,
      email: null,
    })
    .where(eq(withdrawAccounts.memberId, memberId));
  await tx
    .update(withdrawHolders)
    .set({ cpf: `closed:${memberId}` })
    .where(eq(withdrawHolders.memberId, memberId));
  await tx
    .update(withdrawals)
    .set({ name: '', cpf: '', pixKey: '' })
    .where(eq(withdrawals.memberId, memberId));
}

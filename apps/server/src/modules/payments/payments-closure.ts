import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pixIncoming, rechargeInfo, rechargeOrders } from './payments-schema.ts';

/**
 * Deposits' part of an account closure (the `closure` module runs it, docs/COMPLIANCE.md "Account
 * closure"). Orders and received Pix are financial records and stay with their amounts, times and
 * end-to-end ids; who paid (name, CPF, the PSP's raw notification) is erased at minimisation. The
 * recharge info's unique CPF becomes a per-member placeholder, freeing the CPF for a new account.
 */
export async function minimisePaymentData(tx: Executor, memberId: bigint): Promise<void> {
  await tx
    .update(rechargeInfo)
    .set({ name: '', cpf: `closed:${memberId}`, mobile: '', email: '' })
    .where(eq(rechargeInfo.memberId, memberId));
  await tx.update(rechargeOrders).set({ payerCpf: '' }).where(eq(rechargeOrders.memberId, memberId));
  await tx
    .update(pixIncoming)
    .set({ payerCpf: null, payerName: null, body: sql`'{"minimised": true}'::jsonb` })
    .where(eq(pixIncoming.memberId, memberId));
}

import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rechargeInfo } from './payments-schema.ts';

/**
 * The CPFs of the recharge info (one a player), looked up by players or by CPF: the players module's
 * shared-CPF flag (docs/COMPLIANCE.md "Risk flags") reads both directions. `recharge_info_cpf_uq`
 * serves the CPF side.
 */
export type CpfHolder = { memberId: bigint; cpf: string };

export async function rechargeCpfsOf(db: Executor, memberIds: readonly bigint[]): Promise<CpfHolder[]> {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: rechargeInfo.memberId, cpf: rechargeInfo.cpf })
    .from(rechargeInfo)
    .where(inArray(rechargeInfo.memberId, [...memberIds]));
}

export async function rechargeHoldersOf(db: Executor, cpfs: readonly string[]): Promise<CpfHolder[]> {
  if (cpfs.length === 0) return [];
  return db
    .select({ memberId: rechargeInfo.memberId, cpf: rechargeInfo.cpf })
    .from(rechargeInfo)
    .where(inArray(rechargeInfo.cpf, [...cpfs]));
}

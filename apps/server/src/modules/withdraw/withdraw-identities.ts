import { inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withdrawAccounts } from './withdraw-schema.ts';

/**
 * The CPFs and Pix keys of withdrawal accounts, looked up by players or by value: the players
 * module's shared-CPF and shared-Pix-key flags (docs/COMPLIANCE.md "Risk flags") read both
 * directions. `withdraw_accounts_cpf_idx` and `withdraw_accounts_pix_key_idx` serve the value side.
 */
export type PayoutIdentity = { memberId: bigint; cpf: string; pixType: string; pixKey: string };

const COLUMNS = {
  memberId: withdrawAccounts.memberId,
  cpf: withdrawAccounts.cpf,
  pixType: withdrawAccounts.pixType,
  pixKey: withdrawAccounts.pixKey,
};

export async function payoutIdentitiesOf(
  db: Executor,
  memberIds: readonly bigint[],
): Promise<PayoutIdentity[]> {
  if (memberIds.length === 0) return [];
  return db
    .select(COLUMNS)
    .from(withdrawAccounts)
    .where(inArray(withdrawAccounts.memberId, [...memberIds]));
}

/** Accounts whose CPF is one of `cpfs` or whose Pix key is one of `keys`. */
export async function payoutHoldersOf(
  db: Executor,
  cpfs: readonly string[],
  keys: readonly string[],
): Promise<PayoutIdentity[]> {
  if (cpfs.length === 0 && keys.length === 0) return [];
  const none = ['-'];
  return db
    .select(COLUMNS)
    .from(withdrawAccounts)
    .where(
      or(
        inArray(withdrawAccounts.cpf, cpfs.length ? [...cpfs] : none),
        inArray(withdrawAccounts.pixKey, keys.length ? [...keys] : none),
      ),
    );
}

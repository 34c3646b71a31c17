import type { Executor } from '../../db/client.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { dispatchPayout } from './payout-service.ts';
import { listAccounts, type WithdrawalRow } from './withdraw-repository.ts';
import { readFacts } from './withdraw-rules.ts';
import { insertAndHold, requestHashOf } from './withdraw-service.ts';

/**
 * The operator returns a barred player's balance (IN SPA/MF 22/2025: what the player did not withdraw in
 * the 2 days goes back to the registered account; docs/COMPLIANCE.md "Barred beneficiaries").
 *
 * Invariant: inside the caller's transaction, which also records that the return was made (so a replay
 * finds it and makes none): one withdrawal of everything the exit path frees — the cash and the own part
 * of the locked balance, the bonus part forfeited as on every exit — to the player's first registered
 * Pix account (their own CPF), without fee, daily count or staff review, its amount held through the
 * wallet's two-phase hold. Null when there is nothing to return, no exit path, or no registered account
 * (the closure then keeps the balance for staff to return).
 */
export async function holdBalanceReturn(
  ctx: RequestContext,
  tx: Executor,
  memberId: bigint,
  key: string,
): Promise<WithdrawalRow | null> {
  const [account] = await listAccounts(tx, memberId);
  if (!account) return null;
  const facts = await readFacts(ctx, tx, memberId);
  if (!facts.exit || facts.available <= 0n) return null;
  const amountCents = facts.available;
  return insertAndHold(ctx, tx, {
    memberId,
    account,
    amountCents,
    facts,
    idempotencyKey: key,
    hash: requestHashOf(amountCents, String(account.id)),
    closing: false,
    returned: true,
  });
}

/** After the return's transaction committed: asks the PSP for the payout (the reconcile job retries). */
export async function sendBalanceReturn(ctx: RequestContext, withdrawal: WithdrawalRow): Promise<void> {
  if (withdrawal.status === 'wait') await dispatchPayout(ctx, withdrawal.id);
}

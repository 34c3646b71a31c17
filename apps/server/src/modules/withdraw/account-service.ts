import {
  isValidCpf,
  MAX_WITHDRAW_ACCOUNTS,
  maskCpfForDisplay,
  normalizeCpf,
  parsePhoneBR,
  type WithdrawAccounts,
  type WithdrawBindBody,
} from '@jl/core';
import { eventsCommitted, recordEvent } from '../../events/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { verifyWithdrawPassword } from '../auth/index.ts';
import { assertVerifiedIdentity, isVerifiedIdentity } from '../kyc/index.ts';
import { assertCpfNotBlocked, checkRegistry } from '../rg/index.ts';
import {
  claimHolder,
  findHolder,
  findRechargeCpf,
  findRechargeOwner,
  insertAccount,
  listAccounts,
  lockHolder,
} from './withdraw-repository.ts';
import { accountView } from './withdraw-views.ts';

/** The player's own CPF as far as we know it: the recharge info's, else the one they first bound. */
async function ownCpfOf(ctx: RequestContext, memberId: bigint): Promise<string | null> {
  const [recharge, holder] = await Promise.all([
    findRechargeCpf(ctx.db, memberId),
    findHolder(ctx.db, memberId),
  ]);
  return recharge ?? holder?.cpf ?? null;
}

export async function getAccounts(ctx: RequestContext, memberId: bigint): Promise<WithdrawAccounts> {
  const [rows, own] = await Promise.all([listAccounts(ctx.db, memberId), ownCpfOf(ctx, memberId)]);
  return {
    list: rows.map(accountView),
    max: MAX_WITHDRAW_ACCOUNTS,
    own_cpf: own ? maskCpfForDisplay(own) : null,
  };
}

/**
 * `POST /withdraw/bind`. Payouts go only to the player's own CPF (docs/PRODUCT.md "Money, wagering and
 * withdrawals"): the document must be a CPF (a valid CNPJ is refused: only CPF withdrawals exist), the Pix
 * key must be that same CPF, it must equal the player's recharge-info CPF when they have one, and it must not
 * be another player's (their withdrawal CPF or their recharge-info CPF). One CPF per player; at most three
 * accounts. The withdrawal password confirms it is the player (wrong tries count toward its lock).
 */
export async function bindAccount(
  ctx: RequestContext,
  memberId: bigint,
  body: WithdrawBindBody,
): Promise<WithdrawAccounts> {
  if (!isValidCpf(body.cpf)) refuse('WITHDRAW_CPF_ONLY', { field: 'cpf' });
  const cpf = normalizeCpf(body.cpf);
  const key = normalizeCpf(body.pix_account);
  if (key !== cpf) refuse('WITHDRAW_PIX_KEY_MISMATCH', { field: 'pix_account' });
  // A CPF whose closed account is on a break or self-excluded cannot come back through a new account.
  await assertCpfNotBlocked(ctx, memberId, cpf);
  await verifyWithdrawPassword(ctx.db, memberId, body.withdraw_password, {
    now: ctx.now(),
    field: 'withdraw_password',
  });
  const rechargeCpf = await findRechargeCpf(ctx.db, memberId);
  if (rechargeCpf && rechargeCpf !== cpf) refuse('WITHDRAW_CPF_NOT_OWN', { field: 'cpf' });
  const rechargeOwner = await findRechargeOwner(ctx.db, cpf);
  if (rechargeOwner !== null && rechargeOwner !== memberId) refuse('WITHDRAW_CPF_TAKEN', { field: 'cpf' });
  // Once verified, the account holder is the verified identity (name and CPF).
  await assertVerifiedIdentity(ctx.db, memberId, { name: body.name, cpf });
  // Central self-exclusion check at CPF binding. Never refused here: a barred player must still be
  // able to withdraw their cash; the answer blocks stakes and deposits.
  if (!rechargeCpf) await checkRegistry(ctx, memberId, cpf, 'bind');

  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // Both unique constraints of the holder table decide a race: the member's CPF, and the CPF's member.
    await claimHolder(tx, memberId, cpf, now);
    const holder = await lockHolder(tx, memberId);
    if (!holder) refuse('WITHDRAW_CPF_TAKEN', { field: 'cpf' });
    if (holder.cpf !== cpf) refuse('WITHDRAW_CPF_NOT_OWN', { field: 'cpf' });
    const accounts = await listAccounts(tx, memberId);
    if (accounts.length >= MAX_WITHDRAW_ACCOUNTS) {
      refuse('WITHDRAW_ACCOUNT_LIMIT', { vars: { max: MAX_WITHDRAW_ACCOUNTS } });
    }
    if (accounts.some((a) => a.pixType === body.pix_type && a.pixKey === key)) {
      refuse('WITHDRAW_ACCOUNT_EXISTS', { field: 'pix_account' });
    }
    const saved = await insertAccount(tx, {
      memberId,
      pixType: body.pix_type,
      pixKey: key,
      name: body.name.replace(/\s+/g, ' '),
      cpf,
      mobile: body.mobile ? parsePhoneBR(body.mobile) : null,
      email: body.email ? body.email.toLowerCase() : null,
      createdAt: now,
    });
    if (!saved) refuse('WITHDRAW_ACCOUNT_EXISTS', { field: 'pix_account' });
    // A new payout key is a risk event: the kyc module re-verifies a verified player whose key is held
    // by someone other than the verified identity (its handler, through the outbox).
    const verifiedOwner = await isVerifiedIdentity(tx, memberId, { name: saved.name, cpf });
    await recordEvent(
      tx,
      'withdraw.account_bound',
      memberId,
      { accountId: String(saved.id), verifiedOwner },
      now,
    );
  });
  eventsCommitted();
  return getAccounts(ctx, memberId);
}

import { type GlanceFlag, type GlanceTotals, toDecimal } from '@jl/core';
import { audit, cpfFor, type StaffCtx, seesFullPersonalData } from '../admin/index.ts';
import { sharedAddresses } from '../auth/index.ts';
import { kycGlancesOf } from '../kyc/index.ts';
import { abroadChecksOf } from '../location/index.ts';
import { rechargeCpfsOf, rechargeHoldersOf } from '../payments/index.ts';
import { type LedgerTotals, ledgerTotals, moneyBursts, withdrawalsAfterDeposits } from '../wallet/index.ts';
import { payoutHoldersOf, payoutIdentitiesOf } from '../withdraw/index.ts';
import { daysBefore, RISK_RULES } from './risk-rules.ts';

/**
 * A player at a glance (docs/COMPLIANCE.md "Risk flags"): lifetime totals from the ledger (wallet) and
 * risk flags from the facts their owners keep — CPFs (payments, withdraw), Pix keys (withdraw), IPs
 * and devices (auth), deposits and withdrawals (wallet), location decisions (location); the identity verification's state (kyc). For a page of players the read is a fixed
 * number of statements whatever the page's size; computed on read, nothing stored.
 */

type Flags = Map<string, GlanceFlag[]>;

function totalsView(t: LedgerTotals): GlanceTotals {
  return {
    deposits: toDecimal(t.deposits),
    withdrawals: toDecimal(t.withdrawals),
    net: toDecimal(t.deposits - t.withdrawals),
    bonuses: toDecimal(t.bonuses),
    staked: toDecimal(t.staked),
  };
}

/** A CPF-like value (a CPF, or a Pix key of type cpf) as the role may see it; other keys whole or hidden. */
function identityFor(ctx: StaffCtx, value: string): string | null {
  if (/^\d{11}$/.test(value)) return cpfFor(ctx.principal.role, value);
  return seesFullPersonalData(ctx.principal.role) ? value : '***';
}

const push = (flags: Flags, memberId: string, flag: GlanceFlag) => flags.get(memberId)?.push(flag);

/** Groups (member, value) → other members, skipping the member itself; lists capped. */
function sharedBy(
  mine: readonly { memberId: bigint; value: string }[],
  all: readonly { memberId: bigint; value: string }[],
): Map<string, Map<string, string[]>> {
  const holders = new Map<string, Set<string>>();
  for (const h of all) holders.set(h.value, (holders.get(h.value) ?? new Set()).add(String(h.memberId)));
  const out = new Map<string, Map<string, string[]>>();
  for (const m of mine) {
    const member = String(m.memberId);
    const others = [...(holders.get(m.value) ?? [])].filter((o) => o !== member);
    if (others.length === 0) continue;
    const byValue = out.get(member) ?? new Map<string, string[]>();
    const sorted = others.sort((a, b) => Number(BigInt(a) - BigInt(b)));
    byValue.set(m.value, sorted.slice(0, RISK_RULES.sharedListed));
    out.set(member, byValue);
  }
  return out;
}

async function identityFlags(ctx: StaffCtx, ids: readonly bigint[], flags: Flags) {
  const [recharge, payout] = await Promise.all([
    rechargeCpfsOf(ctx.db, ids),
    payoutIdentitiesOf(ctx.db, ids),
  ]);
  const cpfs = [
    ...recharge.map((r) => ({ memberId: r.memberId, value: r.cpf })),
    ...payout.map((p) => ({ memberId: p.memberId, value: p.cpf })),
  ].filter((c) => /^\d{11}$/.test(c.value));
  const keys = payout.map((p) => ({ memberId: p.memberId, value: `${p.pixType}:${p.pixKey}` }));
  const cpfValues = [...new Set(cpfs.map((c) => c.value))];
  const keyValues = [...new Set(payout.map((p) => p.pixKey))];
  const [rechargeHolders, payoutHolders] = await Promise.all([
    rechargeHoldersOf(ctx.db, cpfValues),
    payoutHoldersOf(ctx.db, cpfValues, keyValues),
  ]);
  const cpfHolders = [
    ...rechargeHolders.map((r) => ({ memberId: r.memberId, value: r.cpf })),
    ...payoutHolders.map((p) => ({ memberId: p.memberId, value: p.cpf })),
  ];
  const keyHolders = payoutHolders.map((p) => ({ memberId: p.memberId, value: `${p.pixType}:${p.pixKey}` }));
  for (const [member, byValue] of sharedBy(cpfs, cpfHolders)) {
    for (const [cpf, accounts] of byValue) {
      push(flags, member, { kind: 'shared_cpf', value: identityFor(ctx, cpf), accounts });
    }
  }
  for (const [member, byValue] of sharedBy(keys, keyHolders)) {
    for (const [key, accounts] of byValue) {
      const value = key.slice(key.indexOf(':') + 1);
      push(flags, member, { kind: 'shared_pix_key', value: identityFor(ctx, value), accounts });
    }
  }
}

async function addressFlags(ctx: StaffCtx, ids: readonly bigint[], flags: Flags) {
  for (const shared of await sharedAddresses(ctx.db, ids, RISK_RULES.sharedListed)) {
    const value = shared.kind === 'ip' ? shared.ip : `${shared.ip} · ${shared.userAgent ?? ''}`;
    push(flags, shared.memberId, {
      kind: shared.kind === 'ip' ? 'shared_ip' : 'shared_device',
      value,
      accounts: shared.others,
    });
  }
}

async function moneyFlags(ctx: StaffCtx, ids: readonly bigint[], flags: Flags) {
  const [withdrawals, bursts] = await Promise.all([
    withdrawalsAfterDeposits(ctx.db, ids, daysBefore(ctx.now, RISK_RULES.noPlayLookbackDays)),
    moneyBursts(
      ctx.db,
      ids,
      daysBefore(ctx.now, RISK_RULES.velocityLookbackDays),
      RISK_RULES.velocityWindowMinutes,
    ),
  ]);
  const flagged = new Set<string>();
  for (const w of withdrawals) {
    // The newest withdrawal that was played through too little, one a player.
    if (flagged.has(w.memberId) || w.stakedBetween * 100n >= w.deposit * BigInt(RISK_RULES.minStakedPercent))
      continue;
    flagged.add(w.memberId);
    push(flags, w.memberId, {
      kind: 'withdrawn_without_play',
      deposit: toDecimal(w.deposit),
      deposited_at: w.depositedAt.toISOString(),
      staked: toDecimal(w.stakedBetween),
      withdrawal: toDecimal(w.withdrawal),
      withdrawn_at: w.withdrawnAt.toISOString(),
      min_percent: RISK_RULES.minStakedPercent,
    });
  }
  for (const b of bursts) {
    const threshold = b.kind === 'deposits' ? RISK_RULES.velocityDeposits : RISK_RULES.velocityWithdrawals;
    if (b.count < threshold) continue;
    push(flags, b.memberId, {
      kind: 'velocity',
      what: b.kind,
      count: b.count,
      window_minutes: RISK_RULES.velocityWindowMinutes,
      threshold,
      at: b.endedAt.toISOString(),
    });
  }
}

async function locationFlags(ctx: StaffCtx, ids: readonly bigint[], flags: Flags) {
  const days = RISK_RULES.abroadLookbackDays;
  for (const [member, { count, latest }] of await abroadChecksOf(ctx.db, ids, daysBefore(ctx.now, days))) {
    push(flags, member, {
      kind: 'abroad',
      count,
      source: latest.source === 'geolocation' ? 'geolocation' : 'ip',
      country: latest.country,
      at: latest.at.toISOString(),
      lookback_days: days,
    });
  }
}

export async function glancePlayers(ctx: StaffCtx, memberIds: readonly bigint[]) {
  const flags: Flags = new Map(memberIds.map((id) => [String(id), []]));
  const [totals, kyc] = await Promise.all([
    ledgerTotals(ctx.db, memberIds),
    kycGlancesOf(ctx.db, memberIds),
    identityFlags(ctx, memberIds, flags),
    addressFlags(ctx, memberIds, flags),
    moneyFlags(ctx, memberIds, flags),
    locationFlags(ctx, memberIds, flags),
  ]);
  // The glance shows shared CPFs, Pix keys and addresses: a read of personal data, audited like a profile.
  await audit(ctx.db, {
    staffId: ctx.principal.id,
    action: 'players.glance',
    detail: { memberIds: memberIds.map(String) },
    ip: ctx.ip,
    at: ctx.now,
  });
  return {
    players: memberIds.map((id) => ({
      id: String(id),
      totals: totalsView(totals.get(String(id))!),
      flags: flags.get(String(id))!,
      kyc: kyc.get(String(id))!,
    })),
  };
}

import { type Cents, toDecimal, type WheelInfo, type WheelSpinResult, type WheelSpinView } from '@jl/core';
import {
  diamondReachProbability,
  ratioToDecimal,
  ratioToString,
  reachProbability,
  segmentsOf,
  spinWheel,
  type WheelTable,
  wheelOdds,
} from '@jl/games';
import type { Db, Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { findRevealedServerSeeds, getFairness, takeFairNonce } from '../originals/index.ts';
import { isWalletClosed } from '../wallet/index.ts';
import { type ActivityContext, getActivityContext, grantReward, hasCpf } from './activity-facts.ts';
import { getActivity, isAllowed, isEnabled, LEGAL } from './activity-registry.ts';
import {
  type EnvelopeRow,
  expireEnvelope,
  findOpenEnvelope,
  findSpinByKey,
  insertEnvelope,
  insertGrant,
  insertSpin,
  listExpiredEnvelopes,
  type SpinRow,
  updateEnvelopeAfterSpin,
} from './activity-repository.ts';
import { assertOpen } from './activity-service.ts';
import { type ActivitySettings, cents, wheelTableOf } from './activity-settings.ts';
import { putInForce } from './wheel-tables.ts';

/**
 * The red-envelope wheel (docs/ACTIVITIES.md, maths in docs/GAMES.md): spins come from the envelope's
 * opening spins, invited registrations and (as configured) deposits; each spin is one provably-fair
 * draw from the published table with the player's games seed; an envelope whose amount reaches the
 * target within its validity is credited (type 7), and so is the diamonds reward.
 */

const RED_ENVELOPE = getActivity('red_envelope');
/** Extra invites the chance table shows besides the spins held. */
export const CHANCE_EXTRA_INVITES = [0, 1, 3, 5, 10, 20, 50] as const;

/**
 * The player's open envelope, locked, or a new one with its opening spins. An envelope past its
 * expiry is expired here (as the job would) before a new one opens.
 */
async function lockOrOpenEnvelope(
  tx: Executor,
  memberId: bigint,
  s: ActivitySettings['redEnvelope'],
  now: Date,
): Promise<EnvelopeRow> {
  let open = await findOpenEnvelope(tx, memberId, true);
  if (open && open.expiresAt <= now) {
    await expireEnvelope(tx, open.id, now);
    open = null;
  }
  if (open) return open;
  const table = await putInForce(tx, wheelTableOf(s).segments, now, 'settings');
  const created = await insertEnvelope(tx, {
    memberId,
    targetCents: cents(s.target),
    diamondsTarget: s.diamondsTarget,
    diamondsRewardCents: cents(s.diamondsReward),
    tableVersion: table.version,
    openedAt: now,
    expiresAt: new Date(now.getTime() + s.validHours * 3_600_000),
  });
  if (created && s.openingSpins > 0)
    await insertGrant(tx, {
      memberId,
      envelopeId: created.id,
      source: `open:${created.id}`,
      spins: s.openingSpins,
      at: now,
    });
  const locked = await findOpenEnvelope(tx, memberId, true);
  if (!locked) throw new Error(`envelope of member ${memberId} could not be opened`);
  return locked;
}

/**
 * Grants spins from one source (`invite:<member>`, `deposit:<orderNo>`) to the member's open envelope
 * (opening one if needed), once per source. False when the source already granted or the profile or
 * the operator has the wheel off.
 */
export async function grantSpins(
  tx: Executor,
  input: { memberId: bigint; source: string; spins: number; at: Date },
): Promise<boolean> {
  const ctx = await getActivityContext(tx);
  if (!isAllowed(RED_ENVELOPE, ctx.profile) || !isEnabled(RED_ENVELOPE, ctx.settings) || input.spins <= 0)
    return false;
  // A closed account receives nothing new (its open envelope expired with the closure).
  if (await isWalletClosed(tx, input.memberId)) return false;
  const envelope = await lockOrOpenEnvelope(tx, input.memberId, ctx.settings.redEnvelope, input.at);
  return insertGrant(tx, { ...input, envelopeId: envelope.id });
}

export function oddsView(table: WheelTable): WheelInfo['odds'] {
  const odds = wheelOdds(table);
  const total = table.segments.reduce((sum, s) => sum + s.weight, 0);
  return {
    version: table.version,
    total_weight: total,
    segments: odds.segments.map(({ index, segment, probability }) => ({
      index,
      kind: segment.kind,
      amount: segment.kind === 'cash' ? toDecimal(BigInt(segment.cents)) : null,
      weight: segment.weight,
      probability: ratioToString(probability),
      probability_decimal: ratioToDecimal(probability, 6),
    })),
    expected_cents: ratioToString(odds.expectedCents),
    expected_value: ratioToDecimal({ num: odds.expectedCents.num, den: odds.expectedCents.den * 100n }, 4),
    diamond_probability: ratioToString(odds.diamondProbability),
  };
}

function envelopeView(e: EnvelopeRow): NonNullable<WheelInfo['envelope']> {
  return {
    id: String(e.id),
    amount: toDecimal(e.amountCents),
    target: toDecimal(e.targetCents),
    diamonds: e.diamonds,
    diamonds_target: e.diamondsTarget,
    diamonds_reward: toDecimal(e.diamondsRewardCents),
    opened_at: e.openedAt.toISOString(),
    expires_at: e.expiresAt.toISOString(),
    status: e.status as 'open' | 'completed' | 'expired',
  };
}

/** `GET /activity/wheel`: spins, envelope, the odds table with its expected value, the chances, the seed hash. */
export async function getWheelInfo(db: Db, memberId: bigint, now: Date): Promise<WheelInfo> {
  const ctx = await getActivityContext(db);
  const s = ctx.settings.redEnvelope;
  const table = wheelTableOf(s);
  const [open, fairness, cpf] = await Promise.all([
    findOpenEnvelope(db, memberId),
    getFairness(db, memberId),
    hasCpf(db, memberId),
  ]);
  const envelope = open && open.expiresAt > now ? open : null;
  const allowed = isAllowed(RED_ENVELOPE, ctx.profile);
  const enabled = isEnabled(RED_ENVELOPE, ctx.settings);
  // Without an open envelope the next spin opens one with its opening spins.
  const spins = !allowed || !enabled ? 0 : envelope ? envelope.spinsLeft : s.openingSpins;
  const currentCents = Number(envelope?.amountCents ?? 0n);
  const targetCents = Number(envelope?.targetCents ?? cents(s.target));
  const have = envelope?.diamonds ?? 0;
  const need = envelope?.diamondsTarget ?? s.diamondsTarget;
  const chances = CHANCE_EXTRA_INVITES.map((extra) => {
    const total = spins + extra * s.spinsPerInvite;
    return {
      extra,
      cash: reachProbability(table, { currentCents, targetCents, spins: total }),
      diamonds: diamondReachProbability(table, { have, need, spins: total }),
    };
  });
  return {
    allowed,
    enabled,
    legal: allowed ? null : LEGAL.draw,
    spins,
    envelope: envelope ? envelopeView(envelope) : null,
    target: s.target,
    diamonds_target: s.diamondsTarget,
    diamonds_reward: s.diamondsReward,
    valid_hours: s.validHours,
    spins_per_invite: s.spinsPerInvite,
    opening_spins: s.openingSpins,
    needs_cpf: s.needsCpf,
    has_cpf: cpf,
    odds: oddsView(table),
    chances,
    fairness: {
      server_seed_hash: fairness.server_seed_hash,
      client_seed: fairness.client_seed,
      nonce: fairness.nonce,
    },
  };
}

export function spinView(spin: SpinRow, revealed: Map<bigint, string>): WheelSpinView {
  return {
    id: String(spin.id),
    segment: spin.segment,
    kind: spin.kind as 'cash' | 'diamond',
    amount: spin.kind === 'cash' ? toDecimal(spin.amountCents) : null,
    envelope_amount: toDecimal(spin.envelopeAmountCents),
    diamonds: spin.diamonds,
    created_at: spin.createdAt.toISOString(),
    proof: {
      server_seed_hash: spin.serverSeedHash,
      server_seed: revealed.get(spin.seedId) ?? null,
      client_seed: spin.clientSeed,
      nonce: Number(spin.nonce),
      table_version: spin.tableVersion,
      table: spin.wheel,
    },
  };
}

type Credited = WheelSpinResult['credited'];

/**
 * `POST /activity/wheel/spin`. Invariant: in one transaction — lock the envelope, take the seed's
 * next nonce, draw from the published table, write the spin, move the envelope, and on completion
 * credit the envelope (claim `envelope:<id>`) or the diamonds reward (claim `envelope:<id>:diamonds`)
 * through the wallet. The outcome depends only on (server seed, client seed, nonce) and the table.
 */
export async function spinForMember(
  db: Db,
  memberId: bigint,
  now: Date,
  idempotencyKey?: string,
): Promise<WheelSpinResult> {
  const ctx: ActivityContext = await getActivityContext(db);
  assertOpen(RED_ENVELOPE, ctx);
  const s = ctx.settings.redEnvelope;
  if (idempotencyKey) {
    const replay = await findSpinByKey(db, memberId, idempotencyKey);
    if (replay) return spinResult(db, memberId, replay, [], now);
  }
  if (s.needsCpf && !(await hasCpf(db, memberId))) refuse('ACTIVITY_CPF_REQUIRED');
  const outcome = await db.transaction(async (tx) => {
    const envelope = await lockOrOpenEnvelope(tx, memberId, s, now);
    // The table in force (the settings' content, registered as a version if new): its hash goes with the spin.
    const inForce = await putInForce(tx, wheelTableOf(s).segments, now, 'settings');
    const table: WheelTable = { version: inForce.version, segments: segmentsOf(inForce.tuples) };
    if (envelope.spinsLeft <= 0) refuse('WHEEL_NO_SPINS');
    const seed = await takeFairNonce(tx, memberId);
    const segmentIndex = spinWheel(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: Number(seed.nonce) },
      table,
    );
    const segment = table.segments[segmentIndex];
    if (!segment) throw new Error(`segment ${segmentIndex} outside the table`);
    const won = segment.kind === 'cash' ? BigInt(segment.cents) : 0n;
    const reached = envelope.amountCents + won;
    const amountCents = reached > envelope.targetCents ? envelope.targetCents : reached;
    const diamonds = envelope.diamonds + (segment.kind === 'diamond' ? 1 : 0);
    const completed = amountCents >= envelope.targetCents;
    const spin = await insertSpin(tx, {
      memberId,
      envelopeId: envelope.id,
      seedId: seed.id,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      tableVersion: table.version,
      wheel: inForce.tuples.map(([kind, c, weight]) => [kind, c, weight]),
      segment: segmentIndex,
      kind: segment.kind,
      amountCents: won,
      envelopeAmountCents: amountCents,
      diamonds,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
    });
    await updateEnvelopeAfterSpin(tx, envelope.id, {
      amountCents,
      diamonds,
      spinsLeft: envelope.spinsLeft - 1,
      status: completed ? 'completed' : 'open',
      closedAt: completed ? now : null,
    });
    const credited = await creditEnvelope(tx, memberId, envelope, { completed, diamonds }, now);
    return { spin, credited };
  });
  return spinResult(db, memberId, outcome.spin, outcome.credited, now);
}

/** On completion the envelope's cash (claim `envelope:<id>`); on enough diamonds their reward. */
async function creditEnvelope(
  tx: Executor,
  memberId: bigint,
  envelope: EnvelopeRow,
  reached: { completed: boolean; diamonds: number },
  now: Date,
): Promise<Credited> {
  const { completed, diamonds } = reached;
  const credited: Credited = [];
  if (completed) {
    const paid = await grantReward(tx, {
      memberId,
      def: RED_ENVELOPE,
      period: `envelope:${envelope.id}`,
      amountCents: envelope.targetCents,
      meta: { envelope: String(envelope.id), kind: 'cash' },
      at: now,
    });
    if (paid) credited.push({ kind: 'cash', amount: toDecimal(paid.amountCents) });
  }
  if (diamonds >= envelope.diamondsTarget) {
    const paid = await grantReward(tx, {
      memberId,
      def: RED_ENVELOPE,
      period: `envelope:${envelope.id}:diamonds`,
      amountCents: envelope.diamondsRewardCents as Cents,
      meta: { envelope: String(envelope.id), kind: 'diamonds' },
      at: now,
    });
    if (paid) credited.push({ kind: 'diamonds', amount: toDecimal(paid.amountCents) });
  }
  return credited;
}

async function spinResult(
  db: Db,
  memberId: bigint,
  spin: SpinRow,
  credited: Credited,
  now: Date,
): Promise<WheelSpinResult> {
  const revealed = await findRevealedServerSeeds(db, [spin.seedId]);
  return { spin: spinView(spin, revealed), credited, wheel: await getWheelInfo(db, memberId, now) };
}

/** The expiry job: open envelopes past their validity become `expired` (their spins go with them). */
export async function expireEnvelopes(tx: Executor, now: Date): Promise<number> {
  const due = await listExpiredEnvelopes(tx, now, 500);
  for (const envelope of due) await expireEnvelope(tx, envelope.id, now);
  return due.length;
}

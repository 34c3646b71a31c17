import { type ActivityCode, type ActivityRecord, toDecimal } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { findRevealedServerSeeds } from '../originals/index.ts';
import { findSpins, listRecords } from './activity-repository.ts';
import type { Viewer } from './activity-service.ts';
import { spinView } from './wheel-service.ts';

/** `GET /activity/records`: one page of the player's activity records, spins with their proof. */
export async function listActivityRecords(
  db: Executor,
  memberId: bigint,
  query: { code?: ActivityCode; page: number; size: number },
  viewer: Viewer,
): Promise<{ list: ActivityRecord[]; total: number; page: number; size: number }> {
  const { rows, total } = await listRecords(db, memberId, query.code, query.page, query.size);
  const spinIds = rows.filter((r) => r.kind === 'spin').map((r) => BigInt(r.ref));
  const spins = await findSpins(db, memberId, spinIds);
  const revealed = await findRevealedServerSeeds(db, [...new Set(spins.map((s) => s.seedId))]);
  const byId = new Map(spins.map((s) => [String(s.id), s]));
  const list = rows.map((r): ActivityRecord => {
    const spin = r.kind === 'spin' ? byId.get(r.ref) : undefined;
    return {
      kind: r.kind,
      code: r.code as ActivityCode,
      amount: r.amount_cents === null ? null : toDecimal(BigInt(r.amount_cents)),
      status: r.status,
      detail: detailOf(r, viewer),
      created_at: new Date(r.created_at).toISOString(),
      spin: spin ? spinView(spin, revealed) : null,
    };
  });
  return { list, total, page: query.page, size: query.size };
}

function detailOf(r: { kind: string; status: string; detail: string }, viewer: Viewer): string {
  switch (r.kind) {
    case 'spin':
      return viewer.t(r.status === 'diamond' ? 'activity:records.spinDiamond' : 'activity:records.spinCash');
    case 'grant':
      return viewer.t(`activity:records.grant.${r.detail.split(':')[0] ?? 'open'}`);
    case 'envelope':
      return viewer.t(`activity:records.envelope.${r.status}`, { diamonds: r.detail });
    default:
      return r.detail;
  }
}

import { RG_LIMIT_SLOTS, staffRgApi, toDecimal } from '@jl/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { refuse } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { audit, requireStaff } from '../admin/index.ts';
import { registryViewOf } from './rg-beneficiary.ts';
import { profileOf } from './rg-guard.ts';
import { rgOverview } from './rg-overview.ts';
import { findState, listLimits } from './rg-repository.ts';
import { limitInForce, pendingChange } from './rg-rules.ts';

const ACTIONS_SHOWN = 30;

/** What the back office shows of a player's responsible gaming (read only: limits are the player's). */
async function getPlayerLimits(db: Executor, memberId: bigint, now: Date) {
  const [found] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!found) return refuse('NOT_FOUND');
  const [profile, state, limits, actions] = await Promise.all([
    profileOf(db),
    findState(db, memberId),
    listLimits(db, memberId),
    db.execute(sql`select action, detail, at from rg_actions where member_id = ${String(memberId)}::bigint
      order by id desc limit ${ACTIONS_SHOWN}`) as unknown as Promise<{
      rows: { action: string; detail: unknown; at: string | Date }[];
    }>,
  ]);
  const show = (kind: string, v: bigint | null) =>
    v === null ? null : kind === 'session' ? String(v) : toDecimal(v);
  return {
    profile,
    limits: RG_LIMIT_SLOTS.map(({ kind, period }) => {
      const row = limits.find((l) => l.kind === kind && l.period === period);
      const pending = row ? pendingChange(row, now) : null;
      return {
        kind,
        period,
        amount: row ? show(kind, limitInForce(row, now)) : null,
        pending: pending
          ? { amount: show(kind, pending.amount), effective_at: pending.at.toISOString() }
          : null,
      };
    }),
    block: state?.blockKind
      ? {
          kind: state.blockKind as 'cooloff' | 'exclusion',
          period: state.blockPeriod ?? '',
          started_at: state.blockStartedAt?.toISOString() ?? null,
          until: state.blockUntil?.toISOString() ?? null,
        }
      : null,
    registry: registryViewOf(state, now),
    reality_minutes: state?.realityMinutes ?? null,
    closure_requested_at: state?.closureRequestedAt?.toISOString() ?? null,
    actions: actions.rows.map((a) => ({
      action: a.action,
      detail: a.detail,
      at: new Date(a.at).toISOString(),
    })),
  };
}

/** Responsible gaming on the player page of the back office (support, finance): an audited read. */
export const rgAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(staffRgApi.limits, {
      onRequest: requireStaff(['support', 'finance']),
      tags: ['admin'],
      summary:
        'A player’s limits (in force and pending), cool-off or self-exclusion, registry answer, decisions',
      handler: async (request) => {
        const memberId = BigInt(request.params.id);
        const view = await getPlayerLimits(app.db, memberId, app.now());
        await audit(app.db, {
          staffId: request.staff!.id,
          action: 'player.limits.view',
          targetType: 'member',
          targetId: request.params.id,
          ip: request.ip,
          at: app.now(),
        });
        return ok(view);
      },
    }),
  );

  app.route(
    fromDescriptor(staffRgApi.overview, {
      onRequest: requireStaff(['support', 'finance']),
      tags: ['admin'],
      summary:
        'How many players have limits, a cool-off, a self-exclusion, a registry bar or a closure in progress, and the latest of each',
      handler: async () => ok(await rgOverview(app.db, app.now())),
    }),
  );
};

import { staffClosureApi } from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff } from '../admin/index.ts';
import { findMemberById } from '../auth/index.ts';
import { type ClosedBy, closeAccount, closureContext, previewClosure } from './closure-service.ts';

/** The player the staff member named, or NOT_FOUND (the closure itself assumes a member). */
async function memberOf(app: FastifyInstance, id: string): Promise<bigint> {
  const member = await findMemberById(app.db, BigInt(id));
  if (!member) refuse('NOT_FOUND');
  return member.id;
}

const by = (request: FastifyRequest, reason: string): NonNullable<ClosedBy> => ({
  staffId: request.staff!.id,
  reason,
  ip: request.ip,
});

/**
 * Closure by staff on the player's request (finance, owners; docs/COMPLIANCE.md "Account closure"):
 * for a player the app refuses because the withdrawable balance cannot be withdrawn. The preview
 * shows what staff would close with; the closure is the player's own closure, kept balance included.
 */
export const closureAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = { onRequest: requireStaff(['finance']) };
  const tags = ['admin'];

  app.route(
    fromDescriptor(staffClosureApi.preview, {
      ...finance,
      tags,
      summary: 'What closing this account on the player’s request would forfeit and keep, or why not',
      handler: async (request) => {
        const memberId = await memberOf(app, request.params.id);
        return ok(await previewClosure(closureContext(app, request), memberId, true));
      },
    }),
  );

  app.route(
    fromDescriptor(staffClosureApi.close, {
      ...finance,
      tags,
      summary:
        'Closes the account on the player’s request, with a reason (audited); a withdrawable balance is kept for the player',
      handler: async (request) => {
        const memberId = await memberOf(app, request.params.id);
        return ok(
          await closeAccount(closureContext(app, request), memberId, by(request, request.body.reason)),
        );
      },
    }),
  );
};

import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { StaffPrincipal } from './staff-service.ts';

/** What a staff service needs from a guarded request: the database, who acts, from where, and when. */
export type StaffCtx = { db: Db; principal: StaffPrincipal; ip: string; now: Date };

/** The context of a request that passed `requireStaff` (so its `staff` is set). */
export function staffContext(request: FastifyRequest): StaffCtx {
  const app = request.server;
  return { db: app.db, principal: request.staff!, ip: request.ip, now: app.now() };
}

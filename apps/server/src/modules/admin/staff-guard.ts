import type { StaffRole } from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { audit, type StaffPrincipal, verifyStaffToken } from './staff-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard; never present on player routes. */
    staff: StaffPrincipal | null;
  }
}

export const ANY_STAFF = ['owner', 'finance', 'support', 'marketing'] as const satisfies readonly StaffRole[];

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The one staff guard of every `<domain>-admin-routes.ts`: a staff session (`Authorization: Bearer`)
 * whose role is in `roles`, else 409 (no session) or STAFF_FORBIDDEN (audited).
 */
export function requireStaff(app: FastifyInstance, roles: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    const principal = await verifyStaffToken(app.db, bearer(request), app.now());
    if (!principal) throw new AppError('STAFF_LOGIN_REQUIRED', { envelope: 409 });
    request.staff = principal;
    if (!roles.includes(principal.role)) {
      await audit(app.db, {
        staffId: principal.id,
        action: 'forbidden',
        detail: { route: request.routeOptions.url, method: request.method },
        ip: request.ip,
        at: app.now(),
      });
      throw new AppError('STAFF_FORBIDDEN');
    }
  };
}

import type { StaffRole } from '@jl/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { audit } from './admin-audit.ts';
import { type StaffPrincipal, verifyStaffToken } from './staff-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff`; never present on player routes. */
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** Every staff route and the roles its guard admits (read by the role × endpoint test). */
    staffRoutes: StaffRoute[];
  }
}

export type StaffRoute = {
  method: string;
  url: string;
  roles: readonly StaffRole[] | null;
  secondFactor: boolean;
};

export type StaffGuard = ((request: FastifyRequest) => Promise<void>) & {
  staffRoles: readonly StaffRole[];
  secondFactor: boolean;
};

export const ANY_STAFF = ['owner', 'finance', 'support', 'marketing'] as const satisfies readonly StaffRole[];

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The one staff guard (an `onRequest` hook, so nothing is parsed before it): a staff session that
 * passed the second factor and a role in `roles` (owners are always admitted). Only the sign-in
 * steps pass `{secondFactor: false}`. A refused role is audited.
 */
export function requireStaff(
  roles: readonly StaffRole[],
  options: { secondFactor?: boolean } = {},
): StaffGuard {
  const secondFactor = options.secondFactor ?? true;
  const admitted: readonly StaffRole[] = roles.includes('owner') ? roles : ['owner', ...roles];
  const guard = async (request: FastifyRequest) => {
    const app = request.server;
    const principal = await verifyStaffToken(app.db, bearer(request), app.now());
    if (!principal) throw new AppError('STAFF_LOGIN_REQUIRED', { envelope: 409 });
    request.staff = principal;
    if (secondFactor && !principal.secondFactor) throw new AppError('STAFF_SECOND_FACTOR_REQUIRED');
    if (!admitted.includes(principal.role)) {
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
  return Object.assign(guard, { staffRoles: admitted, secondFactor });
}

const isGuard = (hook: unknown): hook is StaffGuard =>
  typeof hook === 'function' && 'staffRoles' in hook && Array.isArray((hook as StaffGuard).staffRoles);

/** Records every API route under `/api/v2/admin` with its guard (null: none — only the sign-in itself). */
export function collectStaffRoutes(app: FastifyInstance): void {
  app.decorate('staffRoutes', []);
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!/^\/api\/v\d+\/admin(\/|$)/.test(route.url) || route.method === 'HEAD') return;
    const hooks = [route.onRequest].flat().filter(Boolean);
    const guard = hooks.find(isGuard);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.staffRoutes.push({
        method,
        url: route.url,
        roles: guard?.staffRoles ?? null,
        secondFactor: guard?.secondFactor ?? false,
      });
    }
  });
}

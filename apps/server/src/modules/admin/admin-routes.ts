import { staffAdminApi as api } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyAuditChain } from './admin-audit.ts';
import { findStaffById, listAudit } from './admin-repository.ts';
import { staffContext } from './staff-context.ts';
import { staffEditorRoutes } from './staff-editor-routes.ts';
import { ANY_STAFF, requireStaff } from './staff-guard.ts';
import { loginStaff, logoutStaff, type StaffPrincipal, staffView } from './staff-service.ts';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from './staff-totp.ts';

const step = (p: Pick<StaffPrincipal, 'secondFactor' | 'totpEnrolled'>) =>
  p.secondFactor ? 'done' : p.totpEnrolled ? 'verify' : 'enrol';

/**
 * The admin module's staff API under /api/v2/admin (docs/API.md "Staff (admin API)"): sign-in with
 * password then TOTP, the owner's staff editor and the audit chain. Other modules' staff endpoints
 * live in their own `<domain>-admin-routes.ts` behind the same `requireStaff` guard.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  signInRoutes(app);
  secondFactorRoutes(app);
  staffEditorRoutes(app);
  auditRoutes(app);
};

/** Signed in with the password, whether or not the second factor passed yet. */
const firstFactor = requireStaff(ANY_STAFF, { secondFactor: false });
const owner = requireStaff(['owner']);

/** Sign-in with the first factor, sign-out and who is signed in. */
function signInRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(api.login, {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      tags: ['admin'],
      summary: 'Staff sign-in, first factor (user name or e-mail and password); answers a bearer token',
      handler: async (request) => {
        const { token, expiresAt, staff } = await loginStaff(app.db, {
          username: request.body.username,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          now: app.now(),
        });
        return ok({
          token,
          expires_at: expiresAt.toISOString(),
          staff: staffView(staff, app.now()),
          second_factor: staff.totpEnabledAt ? ('verify' as const) : ('enrol' as const),
        });
      },
    }),
  );

  app.route(
    fromDescriptor(api.logout, {
      onRequest: firstFactor,
      tags: ['admin'],
      summary: 'Ends this staff session',
      handler: async (request) => {
        await logoutStaff(app.db, request.staff!, request.ip, app.now());
        return ok({});
      },
    }),
  );

  app.route(
    fromDescriptor(api.me, {
      onRequest: firstFactor,
      tags: ['admin'],
      summary: 'The signed-in staff member and the session’s second-factor step',
      handler: async (request) => {
        const s = request.staff!;
        const row = await findStaffById(app.db, s.id);
        if (!row) throw new AppError('STAFF_LOGIN_REQUIRED', { envelope: 409 });
        return ok({ staff: staffView(row, app.now()), second_factor: step(s) });
      },
    }),
  );
}

/** TOTP enrolment and the second factor of a session. */
function secondFactorRoutes(app: RouteApp) {
  const twoFactorLimit = {
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
  };

  app.route(
    fromDescriptor(api.totpEnrol, {
      onRequest: firstFactor,
      config: twoFactorLimit,
      tags: ['admin'],
      summary: 'Starts TOTP enrolment: a new secret as a QR code (only while no TOTP is enrolled)',
      handler: async (request) => {
        const { secret, uri, qr } = await startEnrolment(staffContext(request));
        return ok({ secret, otpauth_uri: uri, qr });
      },
    }),
  );

  app.route(
    fromDescriptor(api.totpConfirm, {
      onRequest: firstFactor,
      config: twoFactorLimit,
      tags: ['admin'],
      summary: 'Confirms enrolment with the first code; answers the ten recovery codes once',
      handler: async (request) =>
        ok({ recovery_codes: await confirmEnrolment(staffContext(request), request.body.code) }),
    }),
  );

  app.route(
    fromDescriptor(api.totpVerify, {
      onRequest: firstFactor,
      config: twoFactorLimit,
      tags: ['admin'],
      summary: 'Passes the second factor with a TOTP code or a single-use recovery code',
      handler: async (request) => {
        await verifySecondFactor(staffContext(request), request.body);
        return ok({});
      },
    }),
  );
}

/** The staff audit chain and its verification (owner). */
function auditRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(api.audit, {
      ...csvExport('audit'),
      onRequest: owner,
      tags: ['admin'],
      summary: 'The staff audit chain, newest first (owner)',
      handler: async (request) => {
        const { page, size, action, staff_id, to_id, from, to, sort } = request.query;
        const filter = {
          action,
          from,
          to,
          sort,
          staffId: staff_id === undefined ? undefined : BigInt(staff_id),
          toId: to_id === undefined ? undefined : BigInt(to_id),
        };
        const { rows, total } = await listAudit(app.db, filter, page, size);
        return ok({
          list: rows.map(({ row: r, username }) => ({
            id: String(r.id),
            staff_id: r.staffId === null ? null : String(r.staffId),
            staff: username,
            action: r.action,
            target_type: r.targetType,
            target_id: r.targetId,
            detail: r.detail as Record<string, unknown>,
            ip: r.ip,
            created_at: r.createdAt.toISOString(),
            prev_hash: r.prevHash,
            hash: r.hash,
          })),
          total,
          page,
          size,
        });
      },
    }),
  );

  app.route(
    fromDescriptor(api.auditVerify, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Recomputes the audit hash chain and names the first broken row (owner)',
      handler: async () => {
        const report = await verifyAuditChain(app.db);
        return ok({
          ok: report.ok,
          rows: report.rows,
          head_hash: report.headHash,
          first_broken: report.firstBroken,
        });
      },
    }),
  );
}

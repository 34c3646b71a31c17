import {
  adminApproveBody,
  adminLoginBody,
  adminLoginResult,
  adminRejectBody,
  adminWithdrawalParams,
  adminWithdrawalResult,
  adminWithdrawals,
  adminWithdrawalsQuery,
  type StaffRole,
  staffView as staffViewSchema,
} from '@jl/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requestContext } from '../../lib/request-context.ts';
import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  type StaffDecision,
  withdrawalAdminView,
} from '../withdraw/index.ts';
import { listAudit } from './admin-repository.ts';
import { ANY_STAFF, requireStaff as guard } from './staff-guard.ts';
import { audit, loginStaff, logoutStaff, staffView } from './staff-service.ts';

/** Who may call what. Owners may do everything. */
const ROLES = {
  readWithdrawals: ['owner', 'finance', 'support'],
  reviewWithdrawals: ['owner', 'finance'],
  readAudit: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

const auditQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
const auditPage = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      staff_id: z.string().nullable(),
      action: z.string(),
      target_type: z.string().nullable(),
      target_id: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      ip: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/**
 * The staff API under /api/v2/admin (docs/API.md "Staff (admin API)"). Staff tokens come in
 * `Authorization: Bearer …` and are checked, with the role, on every endpoint; every action is
 * audited. The back-office screens and two-factor sign-in are a later issue.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staff', null);

  const requireStaff = (roles: readonly StaffRole[]) => guard(app, roles);
  const anyStaff = ANY_STAFF;

  const decision = (
    request: FastifyRequest,
    action: string,
    detail: Record<string, unknown> = {},
  ): StaffDecision => {
    const principal = request.staff!;
    return {
      staffId: principal.id,
      audit: (tx, before, after) =>
        audit(tx, {
          staffId: principal.id,
          action,
          targetType: 'withdrawal',
          targetId: String(after.id),
          detail: {
            orderNo: after.orderNo,
            memberId: String(after.memberId),
            amount: String(after.amountCents),
            from: before.status,
            to: after.status,
            ...detail,
          },
          ip: request.ip,
          at: app.now(),
        }),
    };
  };

  app.post(
    '/admin/login',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in (user name or e-mail); answers a bearer token',
        body: adminLoginBody,
        response: { 200: envelopeOf(adminLoginResult) },
      },
    },
    async (request) => {
      const { token, expiresAt, staff } = await loginStaff(app.db, {
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        now: app.now(),
      });
      return ok({ token, expires_at: expiresAt.toISOString(), staff: staffView(staff) });
    },
  );

  app.post(
    '/admin/logout',
    {
      onRequest: requireStaff(anyStaff),
      schema: {
        tags: ['admin'],
        summary: 'Ends this staff session',
        response: { 200: envelopeOf(z.object({})) },
      },
    },
    async (request) => {
      await logoutStaff(app.db, request.staff!, request.ip, app.now());
      return ok({});
    },
  );

  app.get(
    '/admin/me',
    {
      onRequest: requireStaff(anyStaff),
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member',
        response: { 200: envelopeOf(staffViewSchema) },
      },
    },
    async (request) => {
      const s = request.staff!;
      return ok({ id: String(s.id), username: s.username, email: s.email, role: s.role });
    },
  );

  app.get(
    '/admin/withdrawals',
    {
      onRequest: requireStaff(ROLES.readWithdrawals),
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals by status (default: applying, the review queue), oldest first',
        querystring: adminWithdrawalsQuery,
        response: { 200: envelopeOf(adminWithdrawals) },
      },
    },
    async (request) => {
      const { status, page, size } = request.query;
      const { rows, total } = await listWithdrawals(app.db, { status, oldestFirst: true }, page, size);
      await audit(app.db, {
        staffId: request.staff!.id,
        action: 'withdrawals.list',
        detail: { status, page, size, shown: rows.length },
        ip: request.ip,
        at: app.now(),
      });
      return ok({ list: rows.map(withdrawalAdminView), total, page, size });
    },
  );

  app.post(
    '/admin/withdrawals/:id/approve',
    {
      onRequest: requireStaff(ROLES.reviewWithdrawals),
      schema: {
        tags: ['admin'],
        summary: 'Approves a withdrawal under review; its payout is sent (finance, owner)',
        params: adminWithdrawalParams,
        body: adminApproveBody,
        response: { 200: envelopeOf(adminWithdrawalResult) },
      },
    },
    async (request) => {
      const row = await approveWithdrawal(
        requestContext(app, request),
        BigInt(request.params.id),
        decision(request, 'withdrawal.approve'),
      );
      return ok({ withdrawal: withdrawalAdminView(row) });
    },
  );

  app.post(
    '/admin/withdrawals/:id/reject',
    {
      onRequest: requireStaff(ROLES.reviewWithdrawals),
      schema: {
        tags: ['admin'],
        summary: 'Rejects a withdrawal under review; the amount returns to the player (finance, owner)',
        params: adminWithdrawalParams,
        body: adminRejectBody,
        response: { 200: envelopeOf(adminWithdrawalResult) },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const row = await rejectWithdrawal(
        requestContext(app, request),
        BigInt(request.params.id),
        reason,
        decision(request, 'withdrawal.reject', { reason }),
      );
      return ok({ withdrawal: withdrawalAdminView(row) });
    },
  );

  app.get(
    '/admin/audit',
    {
      onRequest: requireStaff(ROLES.readAudit),
      schema: {
        tags: ['admin'],
        summary: 'The staff audit log, newest first (owner)',
        querystring: auditQuery,
        response: { 200: envelopeOf(auditPage) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      const { rows, total } = await listAudit(app.db, page, size);
      return ok({
        list: rows.map((r) => ({
          id: String(r.id),
          staff_id: r.staffId === null ? null : String(r.staffId),
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          detail: r.detail as Record<string, unknown>,
          ip: r.ip,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        page,
        size,
      });
    },
  );
};

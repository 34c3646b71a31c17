import { staffAdminApi as api } from '@jl/core';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { staffContext } from './staff-context.ts';
import { requireStaff } from './staff-guard.ts';
import { acceptInvitation } from './staff-invitations.ts';
import { addStaff, listStaff, resetStaffSecondFactor, unlockStaff, updateStaff } from './staff-management.ts';
import { approveStaffRequest, listStaffRequests, rejectStaffRequest } from './staff-requests.ts';
import { staffView } from './staff-service.ts';

const owner = requireStaff(['owner']);

/**
 * The owner's staff editor (docs/API.md "Staff (admin API)", "Staff invitations"), the staff changes
 * waiting for a second owner, and the invitee's acceptance (no session: the link is the credential).
 */
export function staffEditorRoutes(app: RouteApp) {
  accountRoutes(app);
  secretRoutes(app);
  requestRoutes(app);
  invitationRoutes(app);
}

function accountRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(api.staff, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Staff accounts, with locks and pending invitations (owner)',
      handler: async () => ok({ list: (await listStaff(app.db)).map((r) => staffView(r, app.now())) }),
    }),
  );

  app.route(
    fromDescriptor(api.staffCreate, {
      onRequest: owner,
      tags: ['admin'],
      summary:
        'Creates a staff account and answers its one-time invitation link; with two owners, a request for another owner (owner)',
      handler: async (request) => {
        const { row, invitation, request: pending } = await addStaff(staffContext(request), request.body);
        return ok({ staff: row && staffView(row, app.now()), invitation, request: pending });
      },
    }),
  );

  app.route(
    fromDescriptor(api.staffUpdate, {
      onRequest: owner,
      tags: ['admin'],
      summary:
        'Changes a staff member’s status, or role (waits for another owner when two are active), with a reason (owner; never oneself)',
      handler: async (request) => {
        const { row, request: pending } = await updateStaff(
          staffContext(request),
          BigInt(request.params.id),
          request.body,
        );
        return ok({ staff: staffView(row, app.now()), request: pending });
      },
    }),
  );
}

function secretRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(api.staffResetTotp, {
      onRequest: owner,
      tags: ['admin'],
      summary:
        'Resets a lost second factor and the password; answers an invitation link to set a new one (owner; never oneself)',
      handler: async (request) => {
        const id = BigInt(request.params.id);
        const { row, invitation } = await resetStaffSecondFactor(
          staffContext(request),
          id,
          request.body.reason,
        );
        return ok({ staff: staffView(row, app.now()), invitation });
      },
    }),
  );

  app.route(
    fromDescriptor(api.staffUnlock, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Lifts a lock after wrong codes, with a reason (owner; never oneself)',
      handler: async (request) => {
        const row = await unlockStaff(staffContext(request), BigInt(request.params.id), request.body.reason);
        return ok({ staff: staffView(row, app.now()), request: null });
      },
    }),
  );
}

function requestRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(api.staffRequests, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Staff creations and role grants waiting for a second owner (owner)',
      handler: async () => ok({ list: await listStaffRequests(app.db, app.now()) }),
    }),
  );

  app.route(
    fromDescriptor(api.staffRequestApprove, {
      onRequest: owner,
      tags: ['admin'],
      summary:
        'Another owner, independent of the requester, applies a staff change; a creation answers its invitation (owner)',
      handler: async (request) =>
        ok(await approveStaffRequest(staffContext(request), BigInt(request.params.id))),
    }),
  );

  app.route(
    fromDescriptor(api.staffRequestReject, {
      onRequest: owner,
      tags: ['admin'],
      summary: 'Rejects (or withdraws) a staff change, with a reason (owner)',
      handler: async (request) => {
        const id = BigInt(request.params.id);
        return ok({
          request: await rejectStaffRequest(staffContext(request), id, request.body.reason),
          invitation: null,
        });
      },
    }),
  );
}

function invitationRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(api.invitationAccept, {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      tags: ['admin'],
      summary: 'Sets the password of an invited staff member with the link’s one-time token (no session)',
      handler: async (request) =>
        ok(
          await acceptInvitation(app.db, {
            token: request.body.token,
            password: request.body.password,
            ip: request.ip,
            now: app.now(),
          }),
        ),
    }),
  );
}

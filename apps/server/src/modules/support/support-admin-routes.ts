import { staffSupportApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvExport } from '../../lib/csv-export.ts';
import { fromDescriptor, type RouteApp } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { requireStaff, staffContext } from '../admin/index.ts';
import {
  assignTicket,
  closeTicket,
  listAssignees,
  readTicket,
  reopenTicket,
  replyAsStaff,
} from './support-service.ts';
import { listTickets, type TicketFilter } from './support-ticket-list.ts';

const support = requireStaff(['support']);
const tags = ['admin'];

/** Support tickets in the back office (support, owner): the queue, answers, assignment, close/reopen. */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  ticketQueueRoutes(app);
  ticketActionRoutes(app);
};

/** The queue, who may take tickets, and one ticket. */
function ticketQueueRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffSupportApi.tickets, {
      ...csvExport('tickets'),
      onRequest: support,
      tags,
      summary:
        'Tickets: open (default, oldest activity first) or closed; assigned to me, unassigned or to someone',
      handler: async (request) => {
        const { assignee, member_id, page, size, format: _format, ...rest } = request.query;
        const filter: TicketFilter = {
          ...rest,
          assignee:
            assignee === 'me' || assignee === 'none' || assignee === undefined ? assignee : BigInt(assignee),
          memberId: member_id === undefined ? undefined : BigInt(member_id),
        };
        return ok({ ...(await listTickets(app.db, request.staff!.id, filter, page, size)), page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(staffSupportApi.assignees, {
      onRequest: support,
      tags,
      summary: 'Staff who may take tickets (active support staff and owners)',
      handler: async () => ok({ list: await listAssignees(app.db) }),
    }),
  );

  app.route(
    fromDescriptor(staffSupportApi.ticket, {
      onRequest: support,
      tags,
      summary: 'A ticket with its conversation (the read is audited)',
      handler: async (request) => ok(await readTicket(staffContext(request), BigInt(request.params.id))),
    }),
  );
}

/** Answering, assigning, closing and reopening a ticket. */
function ticketActionRoutes(app: RouteApp) {
  app.route(
    fromDescriptor(staffSupportApi.reply, {
      onRequest: support,
      config: { multilineFields: ['message'] },
      tags,
      summary: 'Answers an open ticket (an unassigned ticket is taken by whoever answers)',
      handler: async (request) =>
        ok(await replyAsStaff(staffContext(request), BigInt(request.params.id), request.body.message)),
    }),
  );

  app.route(
    fromDescriptor(staffSupportApi.assign, {
      onRequest: support,
      tags,
      summary: 'Assigns a ticket to a support staff member or owner (oneself included), or unassigns it',
      handler: async (request) => {
        const { staff_id } = request.body;
        return ok(
          await assignTicket(
            staffContext(request),
            BigInt(request.params.id),
            staff_id === null ? null : BigInt(staff_id),
          ),
        );
      },
    }),
  );

  app.route(
    fromDescriptor(staffSupportApi.close, {
      onRequest: support,
      tags,
      summary: 'Closes an open ticket (a player’s reply reopens it)',
      handler: async (request) => ok(await closeTicket(staffContext(request), BigInt(request.params.id))),
    }),
  );

  app.route(
    fromDescriptor(staffSupportApi.reopen, {
      onRequest: support,
      tags,
      summary: 'Reopens a closed ticket',
      handler: async (request) => ok(await reopenTicket(staffContext(request), BigInt(request.params.id))),
    }),
  );
}

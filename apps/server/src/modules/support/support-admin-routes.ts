import {
  adminTicketAssignBody,
  adminTicketAssignees,
  adminTicketDetail,
  adminTicketEmptyBody,
  adminTickets,
  adminTicketsQuery,
  ticketParams,
  ticketReplyBody,
} from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/described-route.ts';
import { envelopeOf, ok } from '../../lib/envelope.ts';
import { requireStaff, staffContext } from '../admin/index.ts';
import {
  assignTicket,
  closeTicket,
  listAssignees,
  listTickets,
  readTicket,
  reopenTicket,
  replyAsStaff,
  type TicketFilter,
} from './support-service.ts';

const support = requireStaff(['support']);
const tags = ['admin'];

/** Support tickets in the back office (support, owner): the queue, answers, assignment, close/reopen. */
export const supportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  ticketQueueRoutes(app);
  ticketActionRoutes(app);
};

/** The queue, who may take tickets, and one ticket. */
function ticketQueueRoutes(app: RouteApp) {
  app.get(
    '/admin/tickets',
    {
      onRequest: support,
      schema: {
        tags,
        summary:
          'Tickets: open (default, oldest activity first) or closed; assigned to me, unassigned or to someone',
        querystring: adminTicketsQuery,
        response: { 200: envelopeOf(adminTickets) },
      },
    },
    async (request) => {
      const { status, assignee, member_id, page, size } = request.query;
      const filter: TicketFilter = {
        status,
        assignee:
          assignee === 'me' || assignee === 'none' || assignee === undefined ? assignee : BigInt(assignee),
        memberId: member_id === undefined ? undefined : BigInt(member_id),
      };
      return ok({ ...(await listTickets(app.db, request.staff!.id, filter, page, size)), page, size });
    },
  );

  app.get(
    '/admin/tickets/assignees',
    {
      onRequest: support,
      schema: {
        tags,
        summary: 'Staff who may take tickets (active support staff and owners)',
        response: { 200: envelopeOf(adminTicketAssignees) },
      },
    },
    async () => ok({ list: await listAssignees(app.db) }),
  );

  app.get(
    '/admin/tickets/:id',
    {
      onRequest: support,
      schema: {
        tags,
        summary: 'A ticket with its conversation (the read is audited)',
        params: ticketParams,
        response: { 200: envelopeOf(adminTicketDetail) },
      },
    },
    async (request) => ok(await readTicket(staffContext(request), BigInt(request.params.id))),
  );
}

/** Answering, assigning, closing and reopening a ticket. */
function ticketActionRoutes(app: RouteApp) {
  app.post(
    '/admin/tickets/:id/reply',
    {
      onRequest: support,
      config: { multilineFields: ['message'] },
      schema: {
        tags,
        summary: 'Answers an open ticket (an unassigned ticket is taken by whoever answers)',
        params: ticketParams,
        body: ticketReplyBody,
        response: { 200: envelopeOf(adminTicketDetail) },
      },
    },
    async (request) =>
      ok(await replyAsStaff(staffContext(request), BigInt(request.params.id), request.body.message)),
  );

  app.post(
    '/admin/tickets/:id/assign',
    {
      onRequest: support,
      schema: {
        tags,
        summary: 'Assigns a ticket to a support staff member or owner (oneself included), or unassigns it',
        params: ticketParams,
        body: adminTicketAssignBody,
        response: { 200: envelopeOf(adminTicketDetail) },
      },
    },
    async (request) => {
      const { staff_id } = request.body;
      return ok(
        await assignTicket(
          staffContext(request),
          BigInt(request.params.id),
          staff_id === null ? null : BigInt(staff_id),
        ),
      );
    },
  );

  app.post(
    '/admin/tickets/:id/close',
    {
      onRequest: support,
      schema: {
        tags,
        summary: 'Closes an open ticket (a player’s reply reopens it)',
        params: ticketParams,
        body: adminTicketEmptyBody,
        response: { 200: envelopeOf(adminTicketDetail) },
      },
    },
    async (request) => ok(await closeTicket(staffContext(request), BigInt(request.params.id))),
  );

  app.post(
    '/admin/tickets/:id/reopen',
    {
      onRequest: support,
      schema: {
        tags,
        summary: 'Reopens a closed ticket',
        params: ticketParams,
        body: adminTicketEmptyBody,
        response: { 200: envelopeOf(adminTicketDetail) },
      },
    },
    async (request) => ok(await reopenTicket(staffContext(request), BigInt(request.params.id))),
  );
}

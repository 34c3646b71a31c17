import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';
import { dbId, exportFormat, isSafeMultilineText, isSafeText, memberIdParam } from './fields.ts';
import { checkRanges, dateRange, sortBy, vipFilter } from './list-query.ts';
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX } from './support-limits.ts';

/**
 * Support tickets (docs/API.md "Support tickets"): a player opens a ticket from the service page and
 * follows the conversation there; support staff answer, assign, close and reopen it in the back office.
 * Text is plain (rendered as text, never HTML); control characters other than line breaks are removed.
 */

/**
 * Plain text: Windows line breaks unified, more than two blank lines collapsed, trimmed. Other control
 * and bidi characters are refused before this (`isSafeMultilineText`; the server's input guard).
 */
export function cleanTicketText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const text = (max: number, key: string, multiline: boolean) =>
  z
    .string({ error: key })
    .max(max * 2, key)
    .refine(multiline ? isSafeMultilineText : isSafeText, key)
    .transform(cleanTicketText)
    .pipe(z.string().min(1, key).max(max, key));

const subject = text(TICKET_SUBJECT_MAX, 'common:tickets.validation.subject', false);
/** Paragraphs allowed: routes taking it declare `multilineFields: ['message']` for the input guard. */
const message = text(TICKET_MESSAGE_MAX, 'common:tickets.validation.message', true);

export const TICKET_REF_TYPES = ['round', 'order'] as const;
export type TicketRefType = (typeof TICKET_REF_TYPES)[number];

/**
 * `POST /service/tickets`: subject, first message and an optional reference — a round number
 * (`ref_type=round`) or a deposit/withdrawal order number (`ref_type=order`) of the player's own.
 */
export const ticketCreateBody = z
  .strictObject({
    subject,
    message,
    ref_type: z.union([z.literal(''), z.enum(TICKET_REF_TYPES)]).optional(),
    ref: z
      .string()
      .max(40, 'common:tickets.validation.ref')
      .regex(/^[A-Za-z0-9]*$/, 'common:tickets.validation.ref')
      .optional(),
  })
  .refine((b) => !b.ref || !!b.ref_type, {
    path: ['ref_type'],
    message: 'common:tickets.validation.refType',
  });
export type TicketCreateBody = z.infer<typeof ticketCreateBody>;

/** `POST /service/tickets/:id/reply` and `POST /admin/tickets/:id/reply`. */
export const ticketReplyBody = z.strictObject({ message });
export const ticketParams = z.strictObject({ id: dbId });

export const ticketStatus = z.enum(['open', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const ticketMessage = z.object({
  id: z.string(),
  author: z.enum(['player', 'staff']),
  /** The staff member's user name on staff screens; null on the player's (they see "Support"). */
  staff_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketSummary = z.object({
  id: z.string(),
  subject: z.string(),
  status: ticketStatus,
  /** Who wrote last: `player` means it waits for staff. */
  last_from: z.enum(['player', 'staff']),
  ref_type: z.enum(TICKET_REF_TYPES).nullable(),
  ref: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** `GET /service/tickets`: the player's tickets, most recently active first. */
export const ticketList = z.object({
  list: z.array(ticketSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export const ticketListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  /** The member id the player app appends to every call (docs/SPECIFICATION.md §7); never used for identity. */
  id: memberIdParam,
});

/** `GET /service/tickets/:id` and the player's create/reply answers. */
export const ticketDetail = z.object({ ticket: ticketSummary, messages: z.array(ticketMessage) });
export type TicketDetail = z.infer<typeof ticketDetail>;

/* ---- staff side (support, owner) ---- */

export const adminTicket = ticketSummary.extend({
  member_id: z.string(),
  assigned_to: z.string().nullable(),
  assigned_name: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AdminTicket = z.infer<typeof adminTicket>;

/**
 * `GET /admin/tickets`: `status` open (default) or closed; `assignee` `me`, `none` (unassigned) or a
 * staff id; `from`/`to` the day the ticket was opened; `vip` the player's level; `sort` one of
 * `TICKET_SORTS` (default: open ones oldest activity first, closed ones newest).
 */
export const TICKET_SORTS = ['created_at', 'updated_at', 'vip_level'] as const;
export const adminTicketsQuery = z
  .strictObject({
    format: exportFormat,
    status: ticketStatus.optional(),
    assignee: z.union([z.enum(['me', 'none']), dbId]).optional(),
    member_id: dbId.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    ...dateRange,
    ...vipFilter,
    sort: sortBy(TICKET_SORTS),
  })
  .superRefine(checkRanges);
export const adminTickets = z.object({
  list: z.array(adminTicket),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export const adminTicketDetail = z.object({ ticket: adminTicket, messages: z.array(ticketMessage) });
export type AdminTicketDetail = z.infer<typeof adminTicketDetail>;

/** `POST /admin/tickets/:id/assign`: a staff id (support or owner), or null to unassign. */
export const adminTicketAssignBody = z.strictObject({ staff_id: dbId.nullable() });
export const adminTicketEmptyBody = z.strictObject({}).optional();

/** `GET /admin/tickets/assignees`: staff who may take tickets. */
export const adminTicketAssignees = z.object({
  list: z.array(z.object({ id: z.string(), username: z.string(), role: z.string() })),
});

/** The player's ticket endpoints' schemas (descriptors: routes/support.ts). */
export const supportSchemas = {
  open: { body: ticketCreateBody, answer: ticketDetail },
  list: { query: ticketListQuery, answer: ticketList },
  ticket: { params: ticketParams, answer: ticketDetail },
  reply: { params: ticketParams, body: ticketReplyBody, answer: ticketDetail },
} satisfies SchemaGroup;

// Plain values the player app imports without loading this module's schemas.
export * from './support-limits.ts';

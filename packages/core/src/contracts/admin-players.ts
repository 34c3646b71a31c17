import { z } from 'zod';
import { dbId, exportFormat, isSafeText } from './fields.ts';
import { registryView } from './rg.ts';
import { withdrawStatus } from './withdraw.ts';

/**
 * The back office's player screens (`/api/v2/admin/players…`, support and finance). Each domain's
 * part lives in its own module's admin routes: profile and sessions (auth), wallet and ledger
 * (wallet), deposits (payments), withdrawals (withdraw), rounds (games). Support sees CPF and phone
 * masked ("***.456.789-**", "(11) 9****-5678"); finance and owners see them whole.
 */

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);
const id = dbId;

/**
 * `GET /admin/players?q=&status=`: a member id, a phone (any form), a CPF (digits, with or without
 * dots) or a name; `status=closed` lists the accounts their players closed (newest closure first), the
 * search then optional.
 */
export const adminPlayersQuery = z
  .strictObject({
    q: z
      .string({ error: 'staff:validation.search' })
      .trim()
      .min(1, 'staff:validation.search')
      .max(60, 'staff:validation.search')
      .optional(),
    status: z.enum(['closed']).optional(),
    page,
    size,
    format: exportFormat,
  })
  .refine((v) => v.q !== undefined || v.status !== undefined, {
    path: ['q'],
    message: 'staff:validation.search',
  });

export const adminPlayerSummary = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  cpf: z.string().nullable(),
  /** `closed`: the account was closed on the player's request (terminal; docs/COMPLIANCE.md "Account closure"). */
  status: z.enum(['active', 'locked', 'closed']),
  vip_level: z.number().int(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** When the account was closed, and when its personal data was minimised (else null). */
  closed_at: z.string().nullable(),
  /** Who closed it: the player in the app, or staff on the player's request (null while open). */
  closed_by: z.enum(['player', 'staff']).nullable(),
  minimised_at: z.string().nullable(),
});
export type AdminPlayerSummary = z.infer<typeof adminPlayerSummary>;

export const adminPlayers = z.object({
  list: z.array(adminPlayerSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const adminPlayerParams = z.strictObject({ id });

export const adminPlayerSession = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  end_reason: z.string().nullable(),
  active: z.boolean(),
});

/** `GET /admin/players/:id`: profile and the last sessions (devices). */
export const adminPlayerDetail = z.object({
  player: adminPlayerSummary.extend({
    nickname: z.string().nullable(),
    email: z.string().nullable(),
    invite_code: z.string(),
    inviter_id: z.string().nullable(),
    reg_ip: z.string().nullable(),
  }),
  sessions: z.array(adminPlayerSession),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetail>;

/** Lock, unlock, end sessions: the reason goes to the audit log. */
export const adminPlayerActionBody = z.strictObject({
  reason: z
    .string({ error: 'vip:validation.enterReason' })
    .trim()
    .min(3, 'vip:validation.enterReason')
    .max(300, 'vip:validation.enterReason'),
});
export const adminPlayerActionResult = z.object({
  status: z.enum(['active', 'locked', 'closed']),
  sessions_ended: z.number().int(),
});

export const adminPageQuery = z.strictObject({ page, size });

/** `GET /admin/players/:id/wallet`: balances and the ledger entries, newest first, with the balance after each. */
export const adminPlayerWallet = z.object({
  wallet: z.object({
    cash: money,
    locked: money,
    team_bonus: money,
    withdraw_hold: money,
    wager_required: money,
    wager_done: money,
  }),
  entries: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        transfer_id: z.string(),
        created_at: z.string(),
        code: z.number().int(),
        account: z.string(),
        amount: money,
        balance_after: money,
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
});
export type AdminPlayerWallet = z.infer<typeof adminPlayerWallet>;

/** `GET /admin/players/:id/deposits`: the player's recharge orders, newest first. */
export const adminPlayerDeposits = z.object({
  list: z.array(
    z.object({
      order_no: z.string(),
      amount: money,
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
      end_to_end_id: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** `GET /admin/players/:id/withdrawals`. */
export const adminPlayerWithdrawals = z.object({
  list: z.array(
    z.object({
      order_no: z.string(),
      amount: money,
      fee: money,
      status: withdrawStatus,
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** `GET /admin/players/:id/rounds`: rounds with what the player needs to verify them (the proof). */
export const adminPlayerRounds = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      game: z.string(),
      bet: money,
      win: money,
      nonce: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/**
 * `GET /admin/players/:id/team`: who invited the player, their referral screening (flags), and the
 * players they invited (level 1, with each one's screening) and the count of level 2. Phones masked
 * for support, as everywhere.
 */
export const adminPlayerTeam = z.object({
  inviter: z.object({ id: z.string(), phone: z.string() }).nullable(),
  referral: z
    .object({
      status: z.enum(['ok', 'flagged', 'cleared', 'rejected']),
      reasons: z.array(z.string()),
      flagged_at: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  level1: z.number().int(),
  level2: z.number().int(),
  flagged: z.number().int(),
  subordinates: z.object({
    list: z.array(
      z.object({
        id: z.string(),
        phone: z.string(),
        registered_at: z.string(),
        status: z.enum(['ok', 'flagged', 'cleared', 'rejected']).nullable(),
        reasons: z.array(z.string()),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
});
export type AdminPlayerTeam = z.infer<typeof adminPlayerTeam>;

/**
 * `GET /admin/players/:id/limits`: responsible-gaming limits in force and pending, the cool-off or
 * self-exclusion, the central registry's last answer and the player's last decisions.
 */
export const adminPlayerLimits = z.object({
  profile: z.enum(['standard', 'br-regulated']),
  limits: z.array(
    z.object({
      kind: z.string(),
      period: z.string(),
      /** Reais ("100.00") for deposit, loss and stake; minutes for session; null: no limit. */
      amount: z.string().nullable(),
      pending: z.object({ amount: z.string().nullable(), effective_at: z.string() }).nullable(),
    }),
  ),
  block: z
    .object({
      kind: z.enum(['cooloff', 'exclusion']),
      period: z.string(),
      started_at: z.string().nullable(),
      until: z.string().nullable(),
    })
    .nullable(),
  registry: registryView,
  reality_minutes: z.number().int().nullable(),
  /** When the player closed the account (closure is immediate; the name is the column's). */
  closure_requested_at: z.string().nullable(),
  actions: z.array(z.object({ action: z.string(), detail: z.unknown(), at: z.string() })),
});
export type AdminPlayerLimits = z.infer<typeof adminPlayerLimits>;

/** `GET /admin/players/:id/notes`: staff notes, newest first. */
export const adminPlayerNotes = z.object({
  list: z.array(z.object({ id: z.string(), staff: z.string(), text: z.string(), created_at: z.string() })),
});
export type AdminPlayerNotes = z.infer<typeof adminPlayerNotes>;

/** `POST /admin/players/:id/notes`: a note for the other staff (kept, never edited). */
export const adminPlayerNoteBody = z.strictObject({
  text: z
    .string({ error: 'staff:validation.note' })
    .trim()
    .min(2, 'staff:validation.note')
    .max(1000, 'staff:validation.note')
    .refine(isSafeText, 'staff:validation.note'),
});

import { z } from 'zod';
import { dbId } from './fields.ts';
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

/** `GET /admin/players?q=`: a member id, a phone (any form), a CPF (digits, with or without dots) or a name. */
export const adminPlayersQuery = z.strictObject({
  q: z
    .string({ error: 'staff:validation.search' })
    .trim()
    .min(1, 'staff:validation.search')
    .max(60, 'staff:validation.search'),
  page,
  size,
});

export const adminPlayerSummary = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string().nullable(),
  cpf: z.string().nullable(),
  status: z.enum(['active', 'locked']),
  vip_level: z.number().int(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
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
  status: z.enum(['active', 'locked']),
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

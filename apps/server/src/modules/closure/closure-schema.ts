import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../admin/admin-schema.ts';
import { members } from '../auth/auth-schema.ts';

/**
 * One row per closed account (docs/COMPLIANCE.md "Account closure"), written in the closure's
 * transaction. The player's personal data is minimised by the `closure.minimise` job once
 * `minimise_after` passes; the identification the anti-money-laundering rules require (name and CPF,
 * Lei 9.613/1998 art. 10; Portaria SPA/MF 1.143/2024: 5 years after the relationship ends) is kept
 * here alone, sealed — no player or staff screen reads it — and erased by the same job at
 * `retain_until`. The financial records (ledger, rounds, deposits, withdrawals) stay, without it.
 */
export const accountClosures = pgTable(
  'account_closures',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => members.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    /** Bonus money forfeited (the ledger transfer `closure:<member>`, type 31), and its id. */
    forfeitedCents: bigint('forfeited_cents', { mode: 'bigint' }).notNull(),
    forfeitTransferId: bigint('forfeit_transfer_id', { mode: 'bigint' }),
    /**
     * The player's own money left on the closed account: what remained in `locked`, and, when staff
     * closed the account, the withdrawable balance too. Kept for the player, returned by staff.
     */
    keptCents: bigint('kept_cents', { mode: 'bigint' }).notNull(),
    /** Staff who closed the account on the player's request (null: the player closed it in the app). */
    closedByStaffId: bigint('closed_by_staff_id', { mode: 'bigint' }).references(() => staff.id),
    sessionsEnded: integer('sessions_ended').notNull(),
    minimiseAfter: timestamp('minimise_after', { withTimezone: true }).notNull(),
    minimisedAt: timestamp('minimised_at', { withTimezone: true }),
    /** Sealed AML identification (null when the player never gave a CPF, and after `retain_until`). */
    amlName: text('aml_name'),
    amlCpf: text('aml_cpf'),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_closures_minimise_idx').on(t.minimiseAfter).where(sql`minimised_at is null`),
    index('account_closures_retain_idx')
      .on(t.retainUntil)
      .where(sql`aml_cpf is not null or aml_name is not null`),
    index('account_closures_closed_idx').on(t.closedAt),
  ],
);

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Login picture codes: single use, short-lived; only an HMAC of the answer is kept. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);

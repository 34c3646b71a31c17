import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator configuration, one JSON document per section, seeded from `defaults.ts` at first start. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { smsOutbox } from './auth-schema.ts';

/** Sends one text message to an E.164 phone. Real gateways implement this same interface. */
export type SmsProvider = {
  name: string;
  send(phone: string, text: string): Promise<void>;
};

/**
 * The built-in development provider: messages are kept in `sms_outbox` and listed by
 * `GET /api/v2/dev/outbox` (not registered in production, where this provider refuses to boot).
 */
export function createOutboxProvider(db: Executor, now: () => Date): SmsProvider {
  return {
    name: 'outbox',
    async send(phone, text) {
      await db.insert(smsOutbox).values({ phone, text, createdAt: now() });
    },
  };
}

export async function listOutbox(db: Executor, phone: string | undefined, limit = 50) {
  const query = db.select().from(smsOutbox);
  const rows = await (phone ? query.where(eq(smsOutbox.phone, phone)) : query)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
  return rows;
}

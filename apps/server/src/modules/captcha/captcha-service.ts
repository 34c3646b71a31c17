import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { renderCaptcha } from './captcha-image.ts';
import { captchas } from './captcha-schema.ts';

/** Picture codes are four digits and live five minutes; each is good for one login attempt. */
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

function codeHash(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`captcha:${id}:${code}`).digest('hex');
}

export async function createCaptcha(
  db: Executor,
  input: { secret: string; now: Date },
): Promise<{ captcha_id: string; image: string }> {
  const id = randomBytes(16).toString('base64url');
  const code = String(randomInt(0, 10 ** CAPTCHA_LENGTH)).padStart(CAPTCHA_LENGTH, '0');
  // Old pictures are swept as new ones are asked for.
  await db.delete(captchas).where(lt(captchas.expiresAt, input.now));
  await db.insert(captchas).values({
    id,
    codeHash: codeHash(input.secret, id, code),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captcha_id: id, image: renderCaptcha(code) };
}

/** Uses up the picture (right or wrong) and tells whether `code` was its answer. */
export async function consumeCaptcha(
  db: Executor,
  input: { id: string; code: string; secret: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: input.now })
    .where(and(eq(captchas.id, input.id), isNull(captchas.usedAt), gt(captchas.expiresAt, input.now)))
    .returning({ codeHash: captchas.codeHash });
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(input.secret, input.id, input.code.trim()), 'hex');
  return timingSafeEqual(expected, given);
}

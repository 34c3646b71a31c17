import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (docs/ARCHITECTURE.md "Secrets at rest"). The values that decide future draws — a
 * player's active server seed, a live game's chain seed — are stored sealed: AES-256-GCM under a key
 * derived from APP_SECRET (HKDF-SHA256), with the row they belong to as associated data, so a copy of
 * the database (a backup, a replica, a report tool) cannot predict a round, and a sealed value moved
 * to another row does not open there.
 *
 * Stored form: `sealed:v1:<key id>:<base64url(iv ‖ ciphertext ‖ tag)>`. The key id (8 hex) names the
 * key, so a process unseals what any key it knows sealed. The keyring is per process: every app built
 * in it adds its keys (tests build several apps in one process), and the last current key added seals.
 * Rotation: the earlier secrets in APP_SECRET_PREVIOUS still unseal, and each module's start-up step
 * (`reseal…`) rewrites under the current key every value that `needsResealing` — sealed by an earlier
 * key, or a plain value written before sealing existed (`unseal` returns such a value as it is).
 */

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Key = { id: string; key: Buffer };
const keyring = new Map<string, Key>();
let current: Key | null = null;

function deriveKey(appSecret: string): Key {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'jogo-limpo', 'seal/v1', 32));
  const id = createHmac('sha256', key).update('key-id').digest('hex').slice(0, 8);
  return { id, key };
}

function addKey(appSecret: string): Key {
  const derived = deriveKey(appSecret);
  const known = keyring.get(derived.id) ?? derived;
  keyring.set(known.id, known);
  return known;
}

/**
 * Adds the keys derived from `appSecret` and from the earlier secrets (unseal only) to this process's
 * keyring, and seals with `appSecret`'s from now on.
 */
export function useSealKeys(appSecret: string, previous: readonly string[] = []): void {
  for (const secret of previous) addKey(secret);
  current = addKey(appSecret);
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

function currentKey(): Key {
  if (!current) throw new Error('no seal key: useSealKeys(APP_SECRET) runs when the app is built');
  return current;
}

/** What every value sealed with the current key starts with (a SQL `like` prefix: hex and colons only). */
export const currentSealPrefix = (): string => `${PREFIX}${currentKey().id}:`;

/** True for a plain value or one sealed with another key than the current: the start-up step reseals it. */
export const needsResealing = (stored: string): boolean => !stored.startsWith(currentSealPrefix());

/** Seals `plain` for the row named by `context` (e.g. `game_seeds:42`). */
export function seal(plain: string, context: string): string {
  const key = currentKey();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const packed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  return `${PREFIX}${key.id}:${packed}`;
}

/**
 * The plain value of `stored` (sealed for `context`), or `stored` itself when it was never sealed.
 * Throws when the key is unknown to this process (APP_SECRET changed) or the value was altered or
 * belongs to another row: a draw must never run on a value it cannot trust.
 */
export function unseal(stored: string, context: string): string {
  if (!isSealed(stored)) return stored;
  const rest = stored.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  const key = keyring.get(rest.slice(0, colon));
  if (colon !== 8 || !key) {
    throw new Error(`sealed value of ${context} uses a key this process does not have (APP_SECRET changed?)`);
  }
  const packed = Buffer.from(rest.slice(colon + 1), 'base64url');
  if (packed.length < IV_BYTES + TAG_BYTES) throw new Error(`sealed value of ${context} is truncated`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, packed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(packed.subarray(packed.length - TAG_BYTES));
  const body = packed.subarray(IV_BYTES, packed.length - TAG_BYTES);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

import { useState } from 'react';

/**
 * One Idempotency-Key per intent (a tap of "pay", "withdraw", "unlock", "spin"): a double tap or a retry
 * after a dropped connection sends the same key, so the server moves the money once (docs/API.md).
 * 128 random bits from the platform's CSPRNG, as hex (the server accepts [A-Za-z0-9_-]{8,100}). Every
 * money-moving call takes its key from here: the route descriptors mark those calls, and `call` refuses
 * to compile one without a key.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The keys of a form's intents: one per intent, kept until the money moved. */
export type IntentKeys = {
  /** The key of an intent (e.g. the amount, or amount and account): the same intent, the same key. */
  of(intent?: string): string;
  /** The money moved (or the intent was dropped): every intent gets a fresh key from now on. */
  done(): void;
};

export function intentKeys(): IntentKeys {
  const keys = new Map<string, string>();
  return {
    of(intent = '') {
      const key = keys.get(intent) ?? newIdempotencyKey();
      keys.set(intent, key);
      return key;
    },
    done: () => keys.clear(),
  };
}

/** A component's intent keys, kept while it is mounted. */
export function useIntentKeys(): IntentKeys {
  const [keys] = useState(intentKeys);
  return keys;
}

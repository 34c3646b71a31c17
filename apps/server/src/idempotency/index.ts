/**
 * Idempotency (docs/API.md "Idempotency"): `answerOnce` gives every call with one `Idempotency-Key`
 * the answer of the first, and refuses the key with another body.
 */
import { defineModule, tablesOf } from '../lib/server-module.ts';
import * as schema from './idempotency-schema.ts';

export {
  answerOnce,
  hashRequest,
  type IdempotentCall,
  idempotentCallOf,
  storedAnswer,
} from './answer-once.ts';

export const idempotencyModule = defineModule({
  name: 'idempotency',
  purpose: 'The first answer of every call made with an Idempotency-Key, kept for its replays',
  tables: tablesOf(schema),
});

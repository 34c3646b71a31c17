import { saoPauloDay } from '@jl/core/dates.ts';
import type { Executor } from '../../db/client.ts';
import { insertLocationCheck } from './location-repository.ts';
import type { Decision } from './location-rules.ts';

/** The largest number of players whose last logged address decision one process remembers. */
const REMEMBERED = 10_000;

/** Per database (tests build many apps in one process): member → the last address decision logged. */
const lastLogged = new WeakMap<object, Map<bigint, string>>();

function rememberedFor(db: Executor): Map<bigint, string> {
  let map = lastLogged.get(db);
  if (!map) {
    map = new Map();
    lastLogged.set(db, map);
  }
  return map;
}

export type IpDecisionEntry = {
  memberId: bigint;
  decision: Decision;
  context: 'check' | 'deposit' | 'stake';
  blocked: boolean;
  now: Date;
};

/**
 * Logs an address decision (`source = 'ip'`) unless this process already logged the same one for the
 * player today (São Paulo): a deposit or a round does not add a row each time, yet every change of
 * country, verdict, context or refusal — and every day — is on record. Another process may log the same
 * decision once more; that is harmless.
 */
export async function logIpDecision(db: Executor, entry: IpDecisionEntry): Promise<void> {
  const { decision, memberId } = entry;
  const key = [entry.context, decision.verdict, decision.country, entry.blocked, saoPauloDay(entry.now)].join(
    '|',
  );
  const remembered = rememberedFor(db);
  if (remembered.get(memberId) === key) return;
  await insertLocationCheck(db, {
    memberId,
    source: 'ip',
    country: decision.country,
    verdict: decision.verdict,
    context: entry.context,
    blocked: entry.blocked,
    accuracyM: null,
    at: entry.now,
  });
  remembered.delete(memberId);
  remembered.set(memberId, key);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as bigint);
}

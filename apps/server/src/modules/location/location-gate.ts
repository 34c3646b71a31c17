import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/app-error.ts';
import { ipCountry } from './location-ip.ts';
import { ipDecision, refusalOf } from './location-rules.ts';
import { currentGeolocation, locationEnforced } from './location-service.ts';
import { logIpDecision } from './location-trail.ts';

/**
 * The one location check other modules call before a deposit or a stake (docs/COMPLIANCE.md "Where
 * the player is"), outside their transactions: in br-regulated a player whose address or shared
 * location is abroad is refused `LOCATION_OUTSIDE_BRAZIL`, and one whose address has no country and
 * who shared no location in Brazil in the last 12 hours `LOCATION_REQUIRED` (fail closed); in the
 * standard profile nothing is refused. Either way the address's decision is logged (once a day per
 * change). `ip`: the client's address as the app derived it (TRUST_PROXY).
 */
export async function assertInBrazil(
  db: Executor,
  input: { memberId: bigint; ip: string | null; context: 'deposit' | 'stake'; now: Date },
): Promise<void> {
  const ip = ipDecision(ipCountry(input.ip));
  const enforced = await locationEnforced(db);
  const geolocation =
    enforced && ip.verdict !== 'abroad' ? await currentGeolocation(db, input.memberId, input.now) : null;
  const refusal = enforced ? refusalOf(ip, geolocation) : null;
  await logIpDecision(db, { ...input, decision: ip, blocked: refusal !== null });
  if (refusal) refuse(refusal);
}

import type { LocationCheckBody, LocationStatus } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { getSiteConfig } from '../config/index.ts';
import { countryAt } from './location-geometry.ts';
import { ipCountry } from './location-ip.ts';
import { findLatestGeolocation, insertLocationCheck } from './location-repository.ts';
import {
  type Decision,
  GEOLOCATION_TTL_MS,
  geolocationDecision,
  ipDecision,
  refusalOf,
} from './location-rules.ts';
import { logIpDecision } from './location-trail.ts';

/** What a request tells about where the player is: who, from which address, when. */
export type LocationRequest = { memberId: bigint; ip: string | null; now: Date };

/** br-regulated enforces the location; the standard profile records and shows it only. */
export async function locationEnforced(settingsDb: Executor): Promise<boolean> {
  return (await getSiteConfig(settingsDb)).compliance.profile === 'br-regulated';
}

/** The latest shared location still in force (GEOLOCATION_TTL_MS), or null. */
export async function currentGeolocation(
  db: Executor,
  memberId: bigint,
  now: Date,
): Promise<(Decision & { at: Date }) | null> {
  const row = await findLatestGeolocation(db, memberId, new Date(now.getTime() - GEOLOCATION_TTL_MS));
  if (!row) return null;
  return { ...geolocationDecision(row.country), at: row.at };
}

/** `GET /location/status` (and the answer of a check): the address's decision, the shared location's. */
export async function locationStatusOf(db: Executor, request: LocationRequest): Promise<LocationStatus> {
  const enforced = await locationEnforced(db);
  const ip = ipDecision(ipCountry(request.ip));
  const geolocation = await currentGeolocation(db, request.memberId, request.now);
  const refusal = refusalOf(ip, geolocation);
  await logIpDecision(db, {
    ...request,
    decision: ip,
    context: 'check',
    blocked: enforced && refusal !== null,
  });
  return {
    enforced,
    allowed: !enforced || refusal === null,
    ip,
    geolocation: geolocation && {
      verdict: geolocation.verdict,
      country: geolocation.country,
      at: geolocation.at.toISOString(),
    },
    needs_geolocation: enforced && refusal === 'LOCATION_REQUIRED',
  };
}

/**
 * `POST /location/check`: places the browser's point inside or outside Brazil and records the
 * decision (never the coordinates); answers the status with it in force.
 */
export async function checkGeolocation(
  db: Executor,
  request: LocationRequest,
  body: LocationCheckBody,
): Promise<LocationStatus> {
  const decision = geolocationDecision(countryAt(body.latitude, body.longitude));
  await insertLocationCheck(db, {
    memberId: request.memberId,
    source: 'geolocation',
    country: decision.country,
    verdict: decision.verdict,
    context: 'check',
    blocked: decision.verdict === 'abroad' && (await locationEnforced(db)),
    accuracyM: body.accuracy_m === undefined ? null : Math.round(body.accuracy_m),
    at: request.now,
  });
  return locationStatusOf(db, request);
}

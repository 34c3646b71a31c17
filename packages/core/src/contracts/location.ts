import { z } from 'zod';
import type { SchemaGroup } from '../routes/route.ts';

/**
 * Where the player is (docs/API.md "Location", docs/COMPLIANCE.md "Where the player is"): the
 * country of the request's address, from an offline IP database, and — with the player's consent —
 * the browser's geolocation, which the server places inside or outside Brazil. Every
 * "location:validation.*" message is a catalog key the server answers as a refusal naming the field.
 */

/** `brazil` and `abroad` are decisions; `unknown` is an address with no country (private, loopback, unlisted). */
export const LOCATION_VERDICTS = ['brazil', 'abroad', 'unknown'] as const;
export type LocationVerdict = (typeof LOCATION_VERDICTS)[number];

/** Where a decision came from: the request's address or the browser's geolocation. */
export const LOCATION_SOURCES = ['ip', 'geolocation'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** A decimal number as the form body sends it (`-23.5505`), or a JSON number; no exponent, no spaces. */
const DECIMAL = /^-?\d{1,7}(\.\d{1,15})?$/;

/** A number within ±`limit` (or [0, `limit`] when `nonNegative`), from a decimal string or a number. */
const decimalField = (limit: number, message: string, nonNegative = false) =>
  z.union([z.number(), z.string().max(24).regex(DECIMAL).transform(Number)], { error: message }).pipe(
    z
      .number({ error: message })
      .min(nonNegative ? 0 : -limit, message)
      .max(limit, message),
  );

/** `POST /location/check`: the coordinates the browser reported (WGS 84 degrees) and their accuracy. */
export const locationCheckBody = z.strictObject({
  latitude: decimalField(90, 'location:validation.latitude'),
  longitude: decimalField(180, 'location:validation.longitude'),
  /** The browser's accuracy radius in metres (kept with the decision; the decision uses the point). */
  accuracy_m: decimalField(1_000_000, 'location:validation.accuracy', true).optional(),
});
export type LocationCheckBody = z.infer<typeof locationCheckBody>;

const decision = z.object({
  verdict: z.enum(LOCATION_VERDICTS),
  /** ISO 3166-1 alpha-2 (`BR`, `AR`…), or null when no country is known. */
  country: z.string().nullable(),
});

/** `GET /location/status` → data (also the answer of the check). */
export const locationStatus = z.object({
  /** br-regulated: deposits and stakes need a location in Brazil; otherwise it is only recorded. */
  enforced: z.boolean(),
  /** Whether a deposit or a stake would pass the location check now. */
  allowed: z.boolean(),
  /** The request's address. */
  ip: decision,
  /** The latest shared location still in force (12 hours), with its time; null when none. */
  geolocation: decision.extend({ at: z.string() }).nullable(),
  /** Enforced and the address gives no country: a shared location in Brazil is needed. */
  needs_geolocation: z.boolean(),
});
export type LocationStatus = z.infer<typeof locationStatus>;

export const locationSchemas = {
  status: { answer: locationStatus },
  check: { body: locationCheckBody, answer: locationStatus },
} satisfies SchemaGroup;

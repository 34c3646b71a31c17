import { toHex, utf8Bytes } from '../fair/bytes.ts';
import { sha256 } from '../fair/sha256.ts';
import type { WheelSegment } from './wheel.ts';

/**
 * A wheel table's version is its content's hash (docs/GAMES.md "Table versions"): SHA-256 of the
 * canonical JSON of its segments, in order, each `[kind, centavos or 0, weight]` — the exact form a
 * spin stores as its `table` — written by `JSON.stringify` (no spaces). Same content, same version;
 * any change of an amount, a weight or the order, a new one. Shown shortened to its first 12 hex.
 */
export type WheelTuple = readonly ['cash' | 'diamond', number, number];

export const SHORT_VERSION_LENGTH = 12;

export function wheelTuples(segments: readonly WheelSegment[]): WheelTuple[] {
  return segments.map((s) => [s.kind, s.kind === 'cash' ? s.cents : 0, s.weight] as const);
}

export function canonicalWheelJson(tuples: readonly WheelTuple[]): string {
  return JSON.stringify(tuples.map(([kind, cents, weight]) => [kind, cents, weight]));
}

/** The 64-hex version of a table given as tuples (as a spin's proof stores it). */
export function wheelVersionOf(tuples: readonly WheelTuple[]): string {
  return toHex(sha256(utf8Bytes(canonicalWheelJson(tuples))));
}

/** The 64-hex version of a table given as segments. */
export function wheelSegmentsVersion(segments: readonly WheelSegment[]): string {
  return wheelVersionOf(wheelTuples(segments));
}

export function shortVersion(version: string): string {
  return /^[0-9a-f]{64}$/.test(version) ? version.slice(0, SHORT_VERSION_LENGTH) : version;
}

/** The segments of a table stored as tuples. */
export function segmentsOf(tuples: readonly WheelTuple[]): WheelSegment[] {
  return tuples.map(([kind, cents, weight]) =>
    kind === 'cash' ? { kind, cents, weight } : { kind, weight },
  );
}

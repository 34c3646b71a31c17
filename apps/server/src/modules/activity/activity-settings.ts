import { activitySettingsSchemas, parseDecimal } from '@jl/core';
import {
  type WheelSegment,
  type WheelTable,
  type WheelTableIssue,
  wheelSegmentsVersion,
  wheelTableIssues,
} from '@jl/games';
import type { z } from 'zod';
import { DEFAULT_SETTINGS } from '../config/index.ts';

/**
 * The `activities` settings section, one key per activity, each validated by its own zod schema
 * (the registry's configuration; the schemas live in @jl/core, shared with the back office's editor). Keys missing in the database take the defaults of
 * `config/defaults.ts`, so a deployment seeded before a key existed still parses.
 */

export { activitySettingsSchemas };

export type ActivitySettings = {
  [K in keyof typeof activitySettingsSchemas]: z.infer<(typeof activitySettingsSchemas)[K]>;
};
export type SettingsKey = keyof ActivitySettings;

const DEFAULTS = DEFAULT_SETTINGS.activities as unknown as ActivitySettings;

/** Parses the stored section over the defaults, key by key; an invalid stored key throws at read. */
export function parseActivitySettings(stored: Record<string, unknown> | undefined): ActivitySettings {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(activitySettingsSchemas) as SettingsKey[]) {
    const merged = { ...DEFAULTS[key], ...((stored?.[key] as object | undefined) ?? {}) };
    out[key] = activitySettingsSchemas[key].parse(merged);
  }
  return out as ActivitySettings;
}

export const cents = (decimal: string): bigint => parseDecimal(decimal) ?? 0n;

/**
 * The configured wheel as the draw code takes it (centavos), versioned by its content's hash: the
 * settings' own `version` text is not trusted (docs/GAMES.md "Table versions").
 */
export function wheelTableOf(settings: ActivitySettings['redEnvelope']): WheelTable {
  const segments: WheelSegment[] = settings.wheel.segments.map((s) =>
    s.kind === 'cash'
      ? { kind: 'cash' as const, cents: Number(cents(s.amount)), weight: s.weight }
      : { kind: 'diamond' as const, weight: s.weight },
  );
  return { version: wheelSegmentsVersion(segments), segments };
}

export function wheelProblems(settings: ActivitySettings['redEnvelope']): WheelTableIssue[] {
  return wheelTableIssues(wheelTableOf(settings));
}

import type { WheelTables } from '@jl/core';
import { shortVersion } from '@jl/games';
import type { Executor } from '../../db/client.ts';
import { oddsView } from './wheel-service.ts';
import { findVersionInForce, listWheelHistory } from './wheel-tables.ts';

/**
 * `GET /activity/wheel/tables` (public) and the staff editor: the version in force and every period a
 * version was in force, newest first, each with its content and odds — what a player needs to check a
 * spin against the exact table it names.
 */
export async function getWheelTables(db: Executor): Promise<WheelTables> {
  const [inForce, history] = await Promise.all([findVersionInForce(db), listWheelHistory(db)]);
  return {
    in_force: inForce?.version ?? null,
    history: history.reverse().map((entry) => ({
      ...oddsView({ version: entry.version, segments: entry.segments }),
      short: shortVersion(entry.version),
      label: entry.label,
      table: entry.tuples.map(([kind, cents, weight]) => [kind, cents, weight] as const),
      from: entry.from.toISOString(),
      until: entry.until?.toISOString() ?? null,
    })),
  };
}

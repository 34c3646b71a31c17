import type { WheelSpinView } from '@jl/core/contracts/activity.ts';
import { hashServerSeed, spinWheel, type WheelTable, wheelVersionOf } from '@jl/games';

export type SpinVerification =
  | { status: 'pending' }
  | { status: 'verified'; segment: number }
  | { status: 'mismatch'; segment: number; reason: 'hash' | 'segment' | 'table' };

/** The table a spin used, from its proof ([kind, centavos, weight] per segment). */
export function tableOf(proof: WheelSpinView['proof']): WheelTable {
  return {
    version: proof.table_version,
    segments: proof.table.map(([kind, cents, weight]) =>
      kind === 'cash' ? { kind, cents, weight } : { kind, weight },
    ),
  };
}

/**
 * Re-derives a spin in the browser with the same `@jl/games` code the server ran: the table in the
 * proof must hash to the version the spin names (the version published on the odds page's history),
 * the revealed server seed must hash to the commitment shown before the spin, and HMAC-SHA256 over
 * (client seed, nonce) must land on the recorded segment. Pending until the player rotates the seed.
 */
export function verifySpin(spin: WheelSpinView): SpinVerification {
  const { proof } = spin;
  if (wheelVersionOf(proof.table) !== proof.table_version)
    return { status: 'mismatch', segment: -1, reason: 'table' };
  if (!proof.server_seed) return { status: 'pending' };
  if (hashServerSeed(proof.server_seed) !== proof.server_seed_hash)
    return { status: 'mismatch', segment: -1, reason: 'hash' };
  const segment = spinWheel(
    { serverSeed: proof.server_seed, clientSeed: proof.client_seed, nonce: proof.nonce },
    tableOf(proof),
  );
  return segment === spin.segment
    ? { status: 'verified', segment }
    : { status: 'mismatch', segment, reason: 'segment' };
}

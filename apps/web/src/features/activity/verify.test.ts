import { hashServerSeed, spinWheel, wheelVersionOf } from '@jl/games';
import { describe, expect, it } from 'vitest';
import { verifySpin } from './verify.ts';

const serverSeed = 'b'.repeat(64);
const table: ['cash' | 'diamond', number, number][] = [
  ['cash', 50, 30],
  ['cash', 100, 60],
  ['diamond', 0, 10],
];
const proof = {
  server_seed_hash: hashServerSeed(serverSeed),
  server_seed: serverSeed,
  client_seed: 'mine',
  nonce: 3,
  table_version: wheelVersionOf(table),
  table,
};
const segment = spinWheel(
  { serverSeed, clientSeed: 'mine', nonce: 3 },
  {
    version: 't',
    segments: [
      { kind: 'cash', cents: 50, weight: 30 },
      { kind: 'cash', cents: 100, weight: 60 },
      { kind: 'diamond', weight: 10 },
    ],
  },
);
const spin = {
  id: '1',
  segment,
  kind: 'cash' as const,
  amount: '0.50',
  envelope_amount: '0.50',
  diamonds: 0,
  created_at: '2026-03-10T15:00:00.000Z',
  proof,
};

describe('verifySpin', () => {
  it('verifies a spin re-derived from the revealed seed', () => {
    expect(verifySpin(spin)).toEqual({ status: 'verified', segment });
  });
  it('is pending until the seed is revealed', () => {
    expect(verifySpin({ ...spin, proof: { ...proof, server_seed: null } })).toEqual({ status: 'pending' });
  });
  it('catches a seed that does not match its commitment', () => {
    expect(verifySpin({ ...spin, proof: { ...proof, server_seed: 'c'.repeat(64) } })).toMatchObject({
      status: 'mismatch',
      reason: 'hash',
    });
  });
  it('catches a recorded segment the seeds do not give', () => {
    expect(verifySpin({ ...spin, segment: (segment + 1) % 3 })).toMatchObject({
      status: 'mismatch',
      reason: 'segment',
    });
  });
  it('catches a table that is not the version the spin names', () => {
    const edited: typeof table = [['cash', 50, 31], ...table.slice(1)];
    expect(verifySpin({ ...spin, proof: { ...proof, table: edited } })).toMatchObject({
      status: 'mismatch',
      reason: 'table',
    });
  });
});

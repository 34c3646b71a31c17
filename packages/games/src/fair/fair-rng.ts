import { createRng, type Rng } from '../rng/rng.ts';
import { utf8Bytes } from './bytes.ts';
import { hmacSha256 } from './hmac.ts';
import { assertFairSeeds, type FairSeeds } from './seeds.ts';

/**
 * Block `cursor` of a round's byte stream: HMAC-SHA256 keyed with the server seed's ASCII text over
 * `${clientSeed}:${nonce}:${cursor}`. The message parses uniquely from the right (nonce and cursor
 * are plain decimals), so a colon inside the client seed cannot make two rounds collide.
 */
export function roundBlock(seeds: FairSeeds, cursor: number): Uint8Array {
  const message = `${seeds.clientSeed}:${seeds.nonce}:${cursor}`;
  return hmacSha256(utf8Bytes(seeds.serverSeed), utf8Bytes(message));
}

/** The stream as a uint32 source: blocks 0, 1, 2… concatenated, read 4 bytes big-endian at a time. */
export function createFairUint32Source(seeds: FairSeeds): () => number {
  assertFairSeeds(seeds);
  let cursor = 0;
  let block: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return () => {
    if (offset >= block.byteLength) {
      const bytes = roundBlock(seeds, cursor++);
      block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      offset = 0;
    }
    const value = block.getUint32(offset);
    offset += 4;
    return value;
  };
}

/** The provably-fair `Rng` of one round. Same seeds, same draws, on the server and in the browser. */
export function createFairRng(seeds: FairSeeds): Rng {
  return createRng(createFairUint32Source(seeds));
}

/**
 * Long simulations, outside the test suite:
 *   npx tsx packages/games/src/simulate.ts <game|all> <rounds> [seed] [--fair]
 * Plays every round through `playSlot` and compares the observed RTP with the exact one and its
 * 99% interval. `--fair` draws each round from the provably-fair stream (nonce = round number).
 */
import { createFairRng } from './fair/fair-rng.ts';
import { parseRatio, ratioToNumber } from './math/ratio.ts';
import type { Rng } from './rng/rng.ts';
import { createSeededRng } from './rng/seeded.ts';
import { GAMES, isSlotGameCode, SLOT_GAME_CODES, type SlotGameCode } from './slots/registry.ts';
import { rtpInterval, simulateSlot } from './slots/simulation.ts';

// Node globals, declared here because this package is compiled without Node or DOM typings.
declare const process: { argv: string[]; exitCode?: number };
declare const console: { log: (...items: unknown[]) => void; error: (...items: unknown[]) => void };
declare const performance: { now: () => number };

const SIMULATION_SERVER_SEED = '5d1b0a9f3c2e4d6f8a7b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f';

function rngFor(seed: number, fair: boolean): Rng | ((round: number) => Rng) {
  if (!fair) return createSeededRng(seed);
  return (nonce) =>
    createFairRng({ serverSeed: SIMULATION_SERVER_SEED, clientSeed: `simulation-${seed}`, nonce });
}

function report(code: SlotGameCode, rounds: number, seed: number, fair: boolean): boolean {
  const { info } = GAMES[code];
  const started = performance.now();
  const result = simulateSlot(code, rngFor(seed, fair), rounds);
  const seconds = (performance.now() - started) / 1000;
  const exactSd = Math.sqrt(ratioToNumber(parseRatio(info.exact.variance)));
  const interval = rtpInterval(info.rtp, exactSd, rounds);
  const inside = result.rtp >= interval.low && result.rtp <= interval.high;
  const pct = (x: number) => `${(x * 100).toFixed(4)}%`;
  console.log(
    `${code} ${info.version} — ${rounds.toLocaleString('en')} rounds, seed ${seed}${fair ? ', fair stream' : ''}`,
  );
  console.log(`  RTP       observed ${pct(result.rtp)}  exact ${pct(info.rtp)}`);
  console.log(`  99% CI    [${pct(interval.low)}, ${pct(interval.high)}]  ${inside ? 'inside' : 'OUTSIDE'}`);
  console.log(`  hit freq  observed ${pct(result.hitFrequency)}  exact ${pct(info.hitFrequency)}`);
  console.log(`  feature   observed ${pct(result.featureFrequency)}  exact ${pct(info.featureFrequency)}`);
  console.log(`  std dev   observed ${result.standardDeviation.toFixed(4)}  exact ${exactSd.toFixed(4)}`);
  console.log(`  max win   observed ${result.maxWinMultiple}×  theoretical ${info.maxWinMultiple}×`);
  console.log(`  time      ${seconds.toFixed(1)} s (${((seconds * 1e6) / rounds).toFixed(2)} µs/round)`);
  return inside;
}

function main(args: string[]): void {
  const flags = args.filter((a) => a.startsWith('--'));
  const [game = 'all', roundsText = '10000000', seedText = '1'] = args.filter((a) => !a.startsWith('--'));
  const codes = game === 'all' ? SLOT_GAME_CODES : isSlotGameCode(game) ? [game] : [];
  const rounds = Number(roundsText);
  if (codes.length === 0 || !Number.isSafeInteger(rounds) || rounds < 1) {
    console.error(`usage: simulate.ts <${SLOT_GAME_CODES.join('|')}|all> <rounds> [seed] [--fair]`);
    process.exitCode = 2;
    return;
  }
  const results = codes.map((code) => report(code, rounds, Number(seedText), flags.includes('--fair')));
  if (results.includes(false)) process.exitCode = 1;
}

main(process.argv.slice(2));

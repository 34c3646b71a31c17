/**
 * Exact maths of every slot, with the time each computation takes:
 *   npx tsx packages/games/src/rtp-report.ts [--brute]
 * `--brute` also evaluates every window of every reel set with the play evaluator and checks that
 * the fast enumerators give the same distribution (slow: minutes for the 5-reel games).
 */
import { mul, parseRatio, ratio, ratioToDecimal, ratioToNumber } from './math/ratio.ts';
import { bruteForceSpinMoments, exactStats, spinMoments } from './slots/engine/exact.ts';
import { toPublished } from './slots/engine/published.ts';
import { GAMES, SLOT_GAME_CODES, type SlotGameCode } from './slots/registry.ts';

// Node globals, declared here because this package is compiled without Node or DOM typings.
declare const process: { argv: string[]; exitCode?: number };
declare const console: { log: (...items: unknown[]) => void };
declare const performance: { now: () => number };

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function reportGame(code: SlotGameCode): boolean {
  const { definition, info } = GAMES[code];
  const runs = [0, 1, 2].map(() => timed(() => exactStats(definition)));
  const published = toPublished(runs[0]!.value);
  const matches = JSON.stringify(published) === JSON.stringify(info.exact);
  const combos = definition.baseStrips.map((s) => s.length);
  const pct = (text: string) => `${ratioToDecimal(mul(parseRatio(text), ratio(100)), 12)}%`;
  console.log(
    `${code} ${info.version}: ${definition.reels}×${definition.rows}, reels ${combos.join('·')} stops`,
  );
  console.log(
    `  RTP            ${pct(info.exact.rtp)}  (exact fraction: ${info.exact.rtp.length} characters)`,
  );
  console.log(
    `  base / feature ${(info.baseRtp * 100).toFixed(6)}% / ${(info.featureRtp * 100).toFixed(6)}%`,
  );
  console.log(`  hit frequency  ${pct(info.exact.hitFrequency)}`);
  const feature = info.featureFrequency > 0 ? `1 in ${(1 / info.featureFrequency).toFixed(2)}` : 'none';
  console.log(`  feature        ${feature}`);
  console.log(`  std deviation  ${info.standardDeviation.toFixed(6)} per unit bet (${info.volatility})`);
  console.log(`  max win        ${info.maxWinMultiple}× bet`);
  console.log(`  exact compute  ${median(runs.map((r) => r.ms)).toFixed(0)} ms (median of 3)`);
  console.log(`  published      ${matches ? 'matches the computation' : 'DIFFERS from the computation'}`);
  return matches;
}

function bruteCheck(code: SlotGameCode): boolean {
  const { definition } = GAMES[code];
  const { feature } = definition;
  if (definition.reels !== 5) return true;
  const minScatters = feature.kind === 'free-spins' ? feature.minScatters : null;
  const sets = [definition.baseStrips, ...(definition.freeStrips ? [definition.freeStrips] : [])];
  return sets.every((strips, i) => {
    const fast = timed(() => spinMoments(definition, strips, minScatters));
    const brute = timed(() => bruteForceSpinMoments(definition, strips, minScatters));
    const same = JSON.stringify(fast.value, replacer) === JSON.stringify(brute.value, replacer);
    const name = i === 0 ? 'base' : 'free';
    console.log(
      `  ${name} reels: fast ${fast.ms.toFixed(0)} ms, every window ${(brute.ms / 1000).toFixed(1)} s, ${same ? 'identical' : 'DIFFERENT'}`,
    );
    return same;
  });
}

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

function main(args: string[]): void {
  let ok = true;
  for (const code of SLOT_GAME_CODES) {
    ok = reportGame(code) && ok;
    if (args.includes('--brute')) ok = bruteCheck(code) && ok;
    console.log('');
  }
  console.log(
    `RTP as numbers: ${SLOT_GAME_CODES.map((c) => `${c} ${ratioToNumber(parseRatio(GAMES[c].info.exact.rtp))}`).join(', ')}`,
  );
  if (!ok) process.exitCode = 1;
}

main(process.argv.slice(2));

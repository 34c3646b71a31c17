import type { SlotDefinition } from './types.ts';

const isCount = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;

/** Everything that would make a definition unplayable or its maths unsound; empty when valid. */
export function definitionProblems(def: SlotDefinition): string[] {
  return [...shapeProblems(def), ...symbolProblems(def), ...featureProblems(def)];
}

function shapeProblems(def: SlotDefinition): string[] {
  const problems: string[] = [];
  if (!isCount(def.reels, 1) || !isCount(def.rows, 1))
    problems.push('reels and rows must be positive integers');
  if (!isCount(def.coinDivisor, 1)) problems.push('coinDivisor must be a positive integer');
  const divisor = BigInt(def.coinDivisor || 1);
  if (def.minBetCents < divisor || def.minBetCents > def.maxBetCents)
    problems.push('bet limits are inconsistent');
  if (def.minBetCents % divisor !== 0n || def.maxBetCents % divisor !== 0n) {
    problems.push('bet limits must be multiples of coinDivisor');
  }
  for (const [name, strips] of Object.entries({
    baseStrips: def.baseStrips,
    freeStrips: def.freeStrips ?? [],
  })) {
    if (name === 'baseStrips' || strips.length > 0) {
      if (strips.length !== def.reels) problems.push(`${name} must have one strip per reel`);
      if (strips.some((s) => s.length < def.rows))
        problems.push(`${name}: a strip is shorter than the window`);
    }
  }
  const { evaluation } = def;
  if (evaluation.kind === 'lines') {
    const bad = evaluation.lines.some(
      (l) => l.length !== def.reels || l.some((row) => !isCount(row, 0) || row >= def.rows),
    );
    if (bad) problems.push('every line needs one row per reel, inside the window');
  } else if (!isCount(evaluation.wildWeight, 1)) problems.push('wildWeight must be a positive integer');
  return problems;
}

function symbolProblems(def: SlotDefinition): string[] {
  const problems: string[] = [];
  const ids = new Set(def.symbols.map((s) => s.id));
  if (ids.size !== def.symbols.length) problems.push('symbol ids must be unique');
  for (const kind of ['wild', 'scatter'] as const) {
    if (def.symbols.filter((s) => s.kind === kind).length > 1) problems.push(`at most one ${kind} symbol`);
  }
  for (const symbol of def.symbols) {
    const pays = Object.entries(symbol.pays);
    if (pays.some(([count, coins]) => !isCount(Number(count), 1) || !isCount(coins, 0))) {
      problems.push(`${symbol.id}: pays must be whole coins by whole counts`);
    }
  }
  const all = [...def.baseStrips, ...(def.freeStrips ?? [])].flat();
  const unknown = [...new Set(all.filter((id) => !ids.has(id)))];
  if (unknown.length > 0) problems.push(`unknown symbols on the strips: ${unknown.join(', ')}`);
  const wild = def.symbols.find((s) => s.kind === 'wild')?.id;
  if (def.evaluation.kind === 'ways' && wild !== undefined && def.baseStrips[0]?.includes(wild)) {
    problems.push('ways games may not have wilds on the first reel');
  }
  return problems;
}

function featureProblems(def: SlotDefinition): string[] {
  const { feature } = def;
  const has = (kind: 'wild' | 'scatter') => def.symbols.some((s) => s.kind === kind);
  if (feature.kind === 'expanding-wild-respin') {
    return has('wild') && isCount(feature.reel, 0) && feature.reel < def.reels
      ? []
      : ['re-spin needs a wild and a valid reel'];
  }
  if (feature.kind === 'free-spins') {
    const counts = [feature.minScatters, feature.spins, feature.multiplier].every((n) => isCount(n, 1));
    const cap = isCount(feature.retriggerSpins, 0) && isCount(feature.maxSpins, feature.spins);
    return has('scatter') && counts && cap ? [] : ['free spins need a scatter and whole positive counts'];
  }
  return [];
}

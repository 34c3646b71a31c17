import type { SlotDefinition, SlotSymbol } from './types.ts';

export type SymbolTable = {
  readonly byId: ReadonlyMap<string, SlotSymbol>;
  readonly wild: string | null;
  readonly scatter: string | null;
  readonly regular: readonly SlotSymbol[];
};

const cache = new WeakMap<SlotDefinition, SymbolTable>();

/** Lookup of a definition's symbols, built once per definition object. */
export function getSymbolTable(def: SlotDefinition): SymbolTable {
  const cached = cache.get(def);
  if (cached) return cached;
  const table: SymbolTable = {
    byId: new Map(def.symbols.map((s) => [s.id, s])),
    wild: def.symbols.find((s) => s.kind === 'wild')?.id ?? null,
    scatter: def.symbols.find((s) => s.kind === 'scatter')?.id ?? null,
    regular: def.symbols.filter((s) => s.kind === 'regular'),
  };
  cache.set(def, table);
  return table;
}

export function payFor(symbol: SlotSymbol | undefined, count: number): number {
  return symbol?.pays[count] ?? 0;
}

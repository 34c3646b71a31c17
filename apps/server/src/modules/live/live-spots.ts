import { isValidRouletteBet, outsideNumbers, type RouletteBet, type RouletteBetKind } from '@jl/games';
import { refuse } from '../../lib/app-error.ts';

/**
 * A roulette spot as the API takes it: `red`, `black`, `odd`, `even`, `low`, `high`, `dozen:1…3`,
 * `column:1…3`, or an inside bet with its numbers, `straight:17`, `split:17-20`, `street:1-2-3`,
 * `corner:1-2-4-5`, `line:1-2-3-4-5-6`. LIVE_SPOT_INVALID for anything else.
 */
export function parseSpot(spot: string | null | undefined): RouletteBet {
  const match = /^([a-z]{2,8})(?::(\d{1,2}(?:-\d{1,2}){0,5}))?$/.exec(spot?.trim() ?? '');
  const kind = match?.[1] as RouletteBetKind | undefined;
  const simple = ['red', 'black', 'odd', 'even', 'low', 'high'];
  let bet: RouletteBet | null = null;
  if (match && kind && simple.includes(kind) && !match[2]) bet = { kind, numbers: outsideNumbers(kind, 1) };
  else if (match && (kind === 'dozen' || kind === 'column') && /^[123]$/.test(match[2] ?? ''))
    bet = { kind, numbers: outsideNumbers(kind, Number(match[2])) };
  else if (match?.[2] && kind && ['straight', 'split', 'street', 'corner', 'line'].includes(kind))
    bet = { kind, numbers: match[2].split('-').map(Number) };
  if (!bet || !isValidRouletteBet(bet)) return refuse('LIVE_SPOT_INVALID', { field: 'spot' });
  return bet;
}

/** The stored form of a spot: kind, and the numbers of an inside bet or the dozen/column. */
export function spotText(bet: RouletteBet): string {
  if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(bet.kind)) return bet.kind;
  if (bet.kind === 'dozen') return `dozen:${Math.ceil(bet.numbers[0]! / 12)}`;
  if (bet.kind === 'column') return `column:${((bet.numbers[0]! - 1) % 3) + 1}`;
  return `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
}

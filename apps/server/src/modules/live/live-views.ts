import type { LiveBetResult } from '@jl/core';
import type { BetRow, RoundRow } from './live-rounds.ts';

/** The wire's decimal strings: money in reais ("12.50"), multipliers from hundredths ("2.35"). */
export const money = (cents: bigint) => (Number(cents) / 100).toFixed(2);
export const mult = (hundredths: number) => (hundredths / 100).toFixed(2);

/** A bet as the HTTP answer and the socket's reply carry it (contract: `liveBetResult`). */
export const betView = (bet: BetRow, round: RoundRow): LiveBetResult => ({
  bet_id: String(bet.id),
  round_id: String(round.id),
  game_no: round.gameNo,
  amount: money(bet.amount),
  auto_cashout: bet.autoCashout === null ? null : mult(bet.autoCashout),
  spot: bet.spot,
  status: bet.status,
});

/** A cash-out as the HTTP answer and the socket's reply carry it (contract: `liveCashoutResult`). */
export const cashoutView = (a: { bet: BetRow; round: RoundRow }) => ({
  round_id: String(a.round.id),
  multiplier: mult(a.bet.cashout!),
  win: money(a.bet.win!),
});

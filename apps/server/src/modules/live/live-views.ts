import type { BetAnswer, CashoutAnswer } from './live-bets.ts';

/** The wire's decimal strings: money in reais ("12.50"), multipliers from hundredths ("2.35"). */
export const money = (cents: bigint) => (Number(cents) / 100).toFixed(2);
export const mult = (hundredths: number) => (hundredths / 100).toFixed(2);

/** A bet as the HTTP answer and the socket's reply carry it (contract: `liveBetResult`). */
export const betView = (a: BetAnswer) => ({
  round_id: String(a.round.id),
  game_no: a.round.gameNo,
  amount: money(a.bet.amount),
  auto_cashout: a.bet.autoCashout === null ? null : mult(a.bet.autoCashout),
  spot: a.bet.spot,
  status: a.bet.status,
});

/** A cash-out as the HTTP answer and the socket's reply carry it (contract: `liveCashoutResult`). */
export const cashoutView = (a: CashoutAnswer) => ({
  round_id: String(a.round.id),
  multiplier: mult(a.bet.cashout!),
  win: money(a.bet.win!),
});

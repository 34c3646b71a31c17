import type { LiveSnapshot } from './live.ts';
import type { LiveEventMessage } from './live-socket.ts';

/**
 * A bet as a round's bets keep it (the snapshot's `bets`), from its announcement: not cashed, no win
 * yet. Types only from the contracts, so the player app's live screens take it without zod.
 */
export function betOfAnnouncement(
  msg: Extract<LiveEventMessage, { type: 'bet' }>,
): LiveSnapshot['bets'][number] {
  const { id, player, amount, auto, spot } = msg;
  return { id, player, amount, auto, m: null, win: null, spot };
}

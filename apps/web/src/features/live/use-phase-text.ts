import { useTranslation } from 'react-i18next';
import type { LiveRound } from './live-state.ts';

/**
 * The round's phase in words: connecting, betting with the seconds left, then the game's own words
 * for the running round and for its result (`result` null: the round ended without one).
 */
export function usePhaseText(
  round: LiveRound | null,
  secondsLeft: number,
  running: string,
  result: (round: LiveRound) => string | null,
): string {
  const { t } = useTranslation('live');
  if (!round) return t('phase.connecting');
  if (round.phase === 'betting') return t('phase.betting', { seconds: secondsLeft });
  if (round.phase === 'running') return running;
  return result(round) ?? t('waiting');
}

import type { LiveGame } from '@jl/core/contracts/live.ts';
import { verifyChainLink } from '@jl/games';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { LivePast } from '../live-state.ts';
import { fetchChainOf } from '../use-live-game.ts';

export type PastResultsProps = {
  game: LiveGame;
  history: LivePast[];
  /** The result the round's hash and the chain's salt give (the crash point, the roulette number). */
  resultOf: (hash: string, salt: string) => number;
  /** The result as the list shows it. */
  shown: (past: LivePast) => ReactNode;
  /** The result as the verified note names it. */
  named: (past: LivePast) => string;
  verifyTestId?: string;
};

/**
 * The last results of a live game, each verifiable here in the browser: the round's hash is a link of
 * the published chain and, with the chain's salt, gives exactly the result shown.
 */
export function PastResults({ game, history, resultOf, shown, named, verifyTestId }: PastResultsProps) {
  const { t } = useTranslation('live');
  const [verified, setVerified] = useState<Record<string, boolean>>({});
  const verify = async (past: LivePast) => {
    const chain = await fetchChainOf(game, past.round);
    // No chain (unreachable) or no salt yet (before the salt ceremony): nothing can be verified.
    const ok =
      chain?.salt != null &&
      verifyChainLink(chain.terminating_hash, past.hash, past.gameNo) &&
      resultOf(past.hash, chain.salt) === past.bust;
    setVerified((v) => ({ ...v, [past.round]: ok }));
  };
  return (
    <ul className="jl-crash-history">
      {history.map((h) => (
        <li key={h.round}>
          {shown(h)}
          <Button variant="secondary" size="sm" onClick={() => void verify(h)} data-testid={verifyTestId}>
            {verified[h.round] === undefined ? t('verify') : verified[h.round] ? '✓' : '✗'}
          </Button>
          {verified[h.round] !== undefined ? (
            <small>{verified[h.round] ? t('verified', { result: named(h) }) : t('verify_failed')}</small>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

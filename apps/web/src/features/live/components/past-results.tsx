import type { LiveChain, LiveGame } from '@jl/core/contracts/live.ts';
import { formatZonedDateTime } from '@jl/core/dates.ts';
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

/** sha256 of a hex string's bytes, as hex (WebCrypto). */
async function sha256Hex(hex: string): Promise<string> {
  const bytes = new Uint8Array((hex.match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Where the chain's salt came from (docs/GAMES.md "the salt ceremony"): the drand round announced with
 * the commitment, when it was produced (after the commitment), the public record to open, and what this
 * browser already checked — sha256(signature) = salt.
 */
function BeaconNote({ chain, signatureMatches }: { chain: LiveChain; signatureMatches: boolean | null }) {
  const { t, i18n } = useTranslation('live');
  const { beacon } = chain;
  if (!beacon) return null;
  const when = (iso: string) => formatZonedDateTime(iso, i18n.language);
  return (
    <div className="jl-live-beacon" data-testid="live-beacon">
      <small>
        {chain.salt === null
          ? t('beacon_waiting', { round: beacon.round, at: when(beacon.expected_at) })
          : t('beacon_round', {
              round: beacon.round,
              at: when(beacon.expected_at),
              committed: when(chain.committed_at),
            })}
      </small>
      {signatureMatches !== null ? (
        <small>{signatureMatches ? t('beacon_checked') : t('beacon_mismatch')}</small>
      ) : null}
      <small>{t('beacon_how')}</small>
      <a href={beacon.verify_url} target="_blank" rel="noreferrer noopener">
        {t('beacon_open', { round: beacon.round })}
      </a>
    </div>
  );
}

/**
 * The last results of a live game, each verifiable here in the browser: the round's hash is a link of
 * the published chain and, with the chain's salt, gives exactly the result shown; the salt is the
 * randomness of the public beacon round the chain announced (BeaconNote).
 */
export function PastResults({ game, history, resultOf, shown, named, verifyTestId }: PastResultsProps) {
  const { t } = useTranslation('live');
  const [verified, setVerified] = useState<Record<string, boolean>>({});
  const [beacons, setBeacons] = useState<
    Record<string, { chain: LiveChain; signatureMatches: boolean | null }>
  >({});
  const verify = async (past: LivePast) => {
    const chain = await fetchChainOf(game, past.round);
    if (chain?.beacon) {
      const { signature } = chain.beacon;
      const signatureMatches =
        signature && chain.salt !== null && typeof crypto !== 'undefined' && crypto.subtle
          ? (await sha256Hex(signature)) === chain.salt &&
            new Date(chain.beacon.expected_at).getTime() > new Date(chain.committed_at).getTime()
          : null;
      setBeacons((b) => ({ ...b, [past.round]: { chain, signatureMatches } }));
    }
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
          {beacons[h.round] ? <BeaconNote {...beacons[h.round]!} /> : null}
        </li>
      ))}
    </ul>
  );
}

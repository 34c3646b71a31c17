import { formatRelative } from '@jl/core/dates.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoading } from '../../../components/ui/loading.tsx';
import { paths } from '../../../config/paths.ts';
import { type RoundDetail, useRound } from '../../../features/games/api/games-api.ts';
import { OutcomeView } from '../../../features/games/components/outcome-view.tsx';
import { VerificationResult } from '../../../features/games/components/verification-result.tsx';
import { money } from '../../../features/games/format.ts';
import { type Verification, verifyStoredRound } from '../../../features/games/verify.ts';
import { useAppState } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * One round (`gameDetail?id=`, or `?ref=<seed id>.<nonce>` from a fund-log row): stake, result window, lines won, balances before
 * and after, seeds and nonce, and a button that verifies it in the browser.
 */
export default function GameDetailPage({ route }: PageProps) {
  const { t } = useTranslation(['games', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const ref = params.get('ref') ?? '';
  const query = useRound(id, ref);
  const answer = query.data;
  const round = answer && answer.code === 1 ? answer.data : null;
  return (
    <PageFrame route={route}>
      {query.isPending && (/^\d+$/.test(id) || /^\d+\.\d+$/.test(ref)) ? (
        <PageLoading label={t('common:messages.loading')} />
      ) : round ? (
        <RoundView round={round} />
      ) : (
        <EmptyState icon="file" title={t('detail.notFound')} />
      )}
    </PageFrame>
  );
}

/** The round's figures: stake, win, balances before and after, time, version, and the feature. */
function RoundSummary({ round }: { round: RoundDetail }) {
  const { t } = useTranslation(['games', 'common']);
  const lang = useAppState((s) => s.lang);
  const feature = round.outcome.feature;
  return (
    <section className="jl-card">
      <h2 className="jl-card__title">
        {round.game_name} · {t('detail.round', { id: round.round_id })}
      </h2>
      <dl className="jl-kv jl-kv--cols">
        <div>
          <dt>{t('detail.stake')}</dt>
          <dd>{money(round.bet, lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.win')}</dt>
          <dd data-testid="round-win">{money(round.win, lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.balanceBefore')}</dt>
          <dd>{money(round.balance_before, lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.balanceAfter')}</dt>
          <dd>{money(round.balance_after, lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.time')}</dt>
          <dd>{formatRelative(round.created_at, Date.now(), lang)}</dd>
        </div>
        <div>
          <dt>{t('detail.version')}</dt>
          <dd>{round.version}</dd>
        </div>
      </dl>
      {feature ? (
        <p className="jl-rules__note" style={{ marginTop: 10 }}>
          {t('detail.feature')}:{' '}
          {feature.kind === 'respin'
            ? t('detail.featureRespin')
            : t('detail.featureFree', { count: feature.awarded, multiplier: feature.multiplier })}
        </p>
      ) : null}
    </section>
  );
}

/** The seeds and nonce, and the verification in the browser once the server seed is revealed. */
function RoundSeeds({ round }: { round: RoundDetail }) {
  const { t } = useTranslation(['games', 'common']);
  const [verification, setVerification] = useState<Verification | null>(null);
  return (
    <section className="jl-card">
      <h2 className="jl-card__title">{t('detail.seeds')}</h2>
      <dl className="jl-kv">
        <div>
          <dt>{t('fair.serverHash')}</dt>
          <dd className="jl-mono">{round.fairness.server_seed_hash}</dd>
        </div>
        <div>
          <dt>{t('fair.serverSeed')}</dt>
          <dd className="jl-mono">{round.fairness.server_seed ?? t('detail.notRevealed')}</dd>
        </div>
        <div>
          <dt>{t('fair.clientSeed')}</dt>
          <dd className="jl-mono">{round.fairness.client_seed}</dd>
        </div>
        <div>
          <dt>{t('fair.nonceLabel')}</dt>
          <dd className="jl-mono">{round.fairness.nonce}</dd>
        </div>
      </dl>
      {round.fairness.server_seed ? (
        <Button block style={{ marginTop: 12 }} onClick={() => setVerification(verifyStoredRound(round))}>
          {t('detail.verify')}
        </Button>
      ) : (
        <p style={{ marginTop: 12 }}>
          <Link to={paths.gameFairness} className="jl-lobby-links" style={{ justifyContent: 'flex-start' }}>
            {t('detail.openFairness')}
          </Link>
        </p>
      )}
      {verification ? <VerificationResult verification={verification} /> : null}
    </section>
  );
}

function RoundView({ round }: { round: RoundDetail }) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <div className="jl-page-pad" style={{ padding: 0, paddingBottom: 24 }}>
      <RoundSummary round={round} />

      <section className="jl-card">
        <h2 className="jl-card__title">{t('detail.result')}</h2>
        <OutcomeView outcome={round.outcome} />
      </section>

      <RoundSeeds round={round} />
    </div>
  );
}

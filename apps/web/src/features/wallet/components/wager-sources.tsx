import { walletApi } from '@jl/core/routes/wallet.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callData } from '../../../lib/api-client.ts';
import { money, wagerPercent } from '../money.ts';

/** `GET /wallet/wagering`, asked beside the wallet's info (the card waits for both, so nothing shifts). */
export const wagerSourcesQuery = queryOptions({
  queryKey: ['wallet', 'wagering'],
  queryFn: () => callData(walletApi.wagering, {}, { toast: false }),
});

export function useWagerSources() {
  return useQuery(wagerSourcesQuery);
}

type WagerSource = NonNullable<ReturnType<typeof useWagerSources>['data']>['sources'][number];

/**
 * Wagering per source (docs/LEDGER.md "Wagering"): each open deposit and bonus with its own
 * requirement and progress bar, as the server derives them from the ledger's wagering deltas
 * (`GET /wallet/wagering`). Nothing shows when nothing is under wagering.
 */
export function WagerSources({ lang, sources }: { lang: string; sources: readonly WagerSource[] }) {
  const { t } = useTranslation('wallet');
  if (sources.length === 0) return null;
  return (
    <section className="jl-wallet jl-wallet-sources" aria-label={t('card.sourcesTitle')}>
      <h2 className="jl-wallet__label">{t('card.sourcesTitle')}</h2>
      <ul className="jl-wallet-sources__list" data-testid="wager-sources">
        {sources.map((s) => {
          const label = t(`card.source.${s.kind}`, { amount: money(s.amount, lang) });
          const progress = t('card.sourceProgress', {
            done: money(s.done, lang),
            required: money(s.required, lang),
          });
          const percent = wagerPercent(s.done, s.required);
          return (
            <li key={`${s.kind}-${s.at}-${s.amount}`} data-kind={s.kind} className="jl-wallet-sources__item">
              <p className="jl-wallet-sources__text">
                <strong>{label}</strong> · {progress}
              </p>
              <div
                className="jl-wallet__progress"
                role="progressbar"
                aria-label={`${label}: ${progress}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

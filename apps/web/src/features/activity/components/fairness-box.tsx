import type { WheelInfo } from '@jl/core/contracts/activity.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The commitment shown before the next spin: server seed hash, client seed and nonce. */
export function FairnessBox({ fairness }: { fairness: WheelInfo['fairness'] }) {
  const { t } = useTranslation('activity');
  return (
    <section className="jl-act-section" aria-labelledby="fair-title" data-testid="wheel-fairness">
      <h2 id="fair-title" className="jl-act-section__title">
        {t('fair.title')}
      </h2>
      <dl className="jl-act-proof">
        <dt>{t('fair.hash')}</dt>
        <dd className="jl-act-mono" data-testid="wheel-seed-hash">
          {fairness.server_seed_hash}
        </dd>
        <dt>{t('fair.client')}</dt>
        <dd className="jl-act-mono">{fairness.client_seed}</dd>
        <dt>{t('fair.nonce')}</dt>
        <dd className="jl-act-mono">{fairness.nonce}</dd>
      </dl>
      <p className="jl-act-note">{t('fair.how')}</p>
      <Link className="jl-act-link" to={paths.gameFairness}>
        {t('fair.link')}
      </Link>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import type { WheelInfo, WheelSpinResult } from '../api/activity-api.ts';
import { money } from '../format.ts';
import { EnvelopeProgress } from './envelope-progress.tsx';
import { WheelBoard } from './wheel-board.tsx';
import './activity.css';

export type WheelPanelProps = {
  wheel: WheelInfo;
  rotation: number;
  spinning: boolean;
  result: WheelSpinResult | null;
  onSpin: () => void;
};

/** The red-envelope spin screen (docs/SPECIFICATION.md §2): spins, envelope, diamonds, the wheel and its outcome. */
export function WheelPanel({ wheel, rotation, spinning, result, onSpin }: WheelPanelProps) {
  const { t } = useTranslation('activity');
  const lang = useAppState((s) => s.lang);
  if (!wheel.allowed)
    return (
      <p className="jl-act-legal" role="note">
        {t('tab.notAllowed', { article: wheel.legal ?? '' })}
      </p>
    );
  const blockedByCpf = wheel.needs_cpf && !wheel.has_cpf;
  return (
    <div className="jl-act-wheel">
      <div className="jl-act-spins" data-testid="wheel-spins">
        <span>{t('wheel.spins')}</span>
        <strong>{wheel.spins}</strong>
      </div>
      <WheelBoard odds={wheel.odds} rotation={rotation} spinning={spinning} />
      <Button
        size="lg"
        block
        busy={spinning}
        disabled={spinning || wheel.spins < 1 || blockedByCpf || !wheel.enabled}
        onClick={onSpin}
        data-testid="wheel-spin"
      >
        {t('actions.spin')}
      </Button>
      <SpinOutcome result={result} lang={lang} />
      {blockedByCpf ? (
        <p className="jl-act-legal" role="note">
          {t('wheel.cpfNeeded')} <Link to={paths.rechargeInfo}>{t('actions.bindCpf')}</Link>
        </p>
      ) : wheel.spins < 1 ? (
        <p className="jl-act-note">
          {t('wheel.noSpins', { count: wheel.spins_per_invite })}{' '}
          <Link to={paths.inviteActivity}>{t('actions.invite')}</Link>
        </p>
      ) : null}
      {wheel.envelope ? (
        <EnvelopeProgress wheel={wheel} />
      ) : (
        <p className="jl-act-note">
          {t('wheel.noEnvelope', { hours: wheel.valid_hours, count: wheel.opening_spins })}
        </p>
      )}
      <nav className="jl-act-links" aria-label={t('actions.rules')}>
        <Link to={paths.dragActivity}>
          <Icon name="file" size={16} /> {t('actions.rules')}
        </Link>
        <Link to={paths.hbDetail}>
          <Icon name="receipt" size={16} /> {t('actions.records')}
        </Link>
        <Link to={paths.pddDetail}>
          <Icon name="gift" size={16} /> {t('wheel.envelope')}
        </Link>
      </nav>
      <p className="jl-act-note">{t('wheel.target', { amount: money(wheel.target, lang) })}</p>
    </div>
  );
}

function SpinOutcome({ result, lang }: { result: WheelSpinResult | null; lang: string }) {
  const { t } = useTranslation('activity');
  if (!result) return null;
  const { spin, credited } = result;
  return (
    <div className="jl-act-outcome" role="status" data-testid="wheel-outcome" data-segment={spin.segment}>
      <strong>
        {spin.kind === 'cash'
          ? t('wheel.resultCash', { amount: money(spin.amount, lang) })
          : t('wheel.resultDiamond')}
      </strong>
      {credited.map((c) => (
        <span key={c.kind} className="jl-act-credited" data-testid="wheel-credited">
          {c.kind === 'cash'
            ? t('wheel.creditedCash', { amount: money(c.amount, lang) })
            : t('wheel.creditedDiamonds', { amount: money(c.amount, lang) })}
        </span>
      ))}
      <span className="jl-act-mono">
        nonce {spin.proof.nonce} · {spin.proof.server_seed_hash.slice(0, 16)}…
      </span>
    </div>
  );
}

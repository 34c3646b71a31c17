import type { KycGlance } from '@jl/core/contracts/admin-kyc.ts';
import { t } from '../../lib/i18n.ts';

const TONE: Record<KycGlance['state'], string> = {
  none: '',
  pending: 'warn',
  review: 'warn',
  refused: 'bad',
  verified: 'ok',
};

/** A player's identity-verification state, compact (queues), with the reason in words beside or as its title. */
export function KycBadge(props: { kyc: KycGlance; withReason?: boolean }) {
  const { state, reason } = props.kyc;
  const reasonText = reason ? t(`backoffice.kyc.reason.${reason}`) : undefined;
  return (
    <span>
      <span className={`badge ${TONE[state]}`} title={reasonText}>
        {t('backoffice.kyc.short')} · {t(`backoffice.kyc.state.${state}`)}
      </span>
      {props.withReason && reasonText && <span className="muted"> {reasonText}</span>}
    </span>
  );
}

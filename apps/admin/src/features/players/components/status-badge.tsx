import type { AdminPlayerSummary } from '@jl/core/contracts/admin-players.ts';
import { t } from '../../../lib/i18n.ts';

export const StatusBadge = (props: { status: AdminPlayerSummary['status'] }) => (
  <span className={`badge ${props.status === 'active' ? 'ok' : props.status === 'closed' ? '' : 'bad'}`}>
    {t(`backoffice.player.status.${props.status}`)}
  </span>
);

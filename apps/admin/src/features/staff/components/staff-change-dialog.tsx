import type { ReasonActionDialog } from '../../../components/decision/use-reason-action.ts';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import type { StaffChange } from '../api/staff-api.ts';
import { roleLabel } from './role-select.tsx';

const titleOf = (p: StaffChange) =>
  p.kind === 'reset'
    ? t('backoffice.staff.resetTitle', { user: p.staff.username })
    : p.kind === 'unlock'
      ? t('backoffice.staff.unlockTitle', { user: p.staff.username })
      : p.kind === 'role'
        ? t('backoffice.staff.roleTitle', { user: p.staff.username, role: roleLabel(p.role) })
        : t(`backoffice.staff.${p.staff.status === 'active' ? 'disableTitle' : 'enableTitle'}`, {
            user: p.staff.username,
          });

export function StaffChangeDialog(props: ReasonActionDialog & { change: StaffChange }) {
  const { change, ...dialog } = props;
  return (
    <ReasonDialog
      title={titleOf(change)}
      confirm={t('backoffice.common.confirm')}
      danger={change.kind !== 'role' && change.kind !== 'unlock'}
      {...dialog}
    >
      {change.kind === 'reset' && <p className="muted">{t('backoffice.staff.resetNote')}</p>}
    </ReasonDialog>
  );
}

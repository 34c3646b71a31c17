import type { StaffInvitation } from '@jl/core/contracts/admin-staff.ts';
import { useState } from 'react';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * An invitation link, shown once (the server keeps only its hash): the full address to send to the
 * new member, a copy button and until when it is valid.
 */
export function InvitationNotice(props: {
  invitation: StaffInvitation;
  user: string;
  messageKey: 'backoffice.staff.created' | 'backoffice.staff.invitationReset';
}) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${props.invitation.path}`;
  return (
    <StatusNotice style={{}}>
      <div>{t(props.messageKey, { user: props.user, date: when(props.invitation.expires_at) })}</div>
      <div className="row" style={{ marginTop: 6, alignItems: 'center' }}>
        <span className="mono" data-testid="invitation-link" style={{ wordBreak: 'break-all' }}>
          {link}
        </span>
        <button
          className="btn small"
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? t('backoffice.staff.copied') : t('backoffice.staff.copy')}
        </button>
      </div>
    </StatusNotice>
  );
}

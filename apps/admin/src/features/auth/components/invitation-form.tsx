import { staffAdminApi } from '@jl/core/routes/staff.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '../../../components/form/field.tsx';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { call } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * The invitee sets their own password (docs/API.md "Staff invitations"): the token is the link's
 * fragment, sent once with the password; then sign-in and second-factor enrolment as usual. The
 * length rule is the server's (its refusal comes in the staff member's language).
 */
export function InvitationForm(props: { token: string; onSignIn: () => void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const accept = useMutation({
    mutationFn: () => call(staffAdminApi.invitationAccept, { token: props.token, password }),
  });
  if (accept.data) {
    return (
      <div>
        <h1>{t('backoffice.auth.invitationTitle')}</h1>
        <StatusNotice>{t('backoffice.auth.invitationDone', { user: accept.data.username })}</StatusNotice>
        <button className="btn primary" type="button" onClick={props.onSignIn}>
          {t('backoffice.auth.goSignIn')}
        </button>
      </div>
    );
  }
  const differ = repeat !== '' && repeat !== password;
  return (
    <SubmitForm onSubmit={() => accept.mutate()}>
      <h1>{t('backoffice.auth.invitationTitle')}</h1>
      <p>{t('backoffice.auth.invitationLead')}</p>
      {!props.token && <div className="notice error">{t('backoffice.auth.invitationMissing')}</div>}
      <TextField
        label={t('backoffice.auth.newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        required
      />
      <TextField
        label={t('backoffice.auth.repeatPassword')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        required
      />
      {differ && <div className="notice error">{t('backoffice.auth.passwordsDiffer')}</div>}
      <ErrorNotice error={accept.error} />
      <div className="row" style={{ marginTop: 14 }}>
        <button className="btn primary" type="submit" disabled={!props.token || differ || accept.isPending}>
          {t('backoffice.auth.savePassword')}
        </button>
      </div>
    </SubmitForm>
  );
}

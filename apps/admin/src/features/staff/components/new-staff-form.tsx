import type { StaffRole } from '@jl/core/contracts/admin.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, TextField } from '../../../components/form/field.tsx';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { StatusNotice } from '../../../components/ui/notice.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { t } from '../../../lib/i18n.ts';
import { createStaff } from '../api/staff-api.ts';
import { InvitationNotice } from './invitation-notice.tsx';
import { RoleOptions } from './role-select.tsx';

const FLUSH = { margin: 0 };

/** A new account: its invitation link is shown once, for the owner to hand over (or a request waits). */
export function NewStaffForm() {
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const create = useMutation({
    mutationFn: () => createStaff({ username, email, role }),
    onSuccess: () => {
      setUsername('');
      setEmail('');
      void client.invalidateQueries({ queryKey: ['staff'] });
      void client.invalidateQueries({ queryKey: ['staff-requests'] });
    },
  });
  return (
    <section className="card" style={{ marginBottom: 16 }}>
      <h2>{t('backoffice.staff.newAccount')}</h2>
      <SubmitForm className="row" style={{ alignItems: 'flex-end' }} onSubmit={() => create.mutate()}>
        <TextField
          label={t('backoffice.staff.username')}
          style={FLUSH}
          name="new-username"
          value={username}
          onChange={setUsername}
          required
        />
        <TextField
          label={t('backoffice.col.email')}
          style={FLUSH}
          name="new-email"
          type="email"
          value={email}
          onChange={setEmail}
          required
        />
        <Field label={t('backoffice.staff.role')} style={FLUSH}>
          <select
            className="input"
            name="new-role"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            <RoleOptions />
          </select>
        </Field>
        <button className="btn primary" type="submit" disabled={create.isPending}>
          {t('backoffice.staff.create')}
        </button>
      </SubmitForm>
      <div style={{ marginTop: 10 }}>
        <ErrorNotice error={create.error} />
        {create.data?.invitation && create.data.staff && (
          <InvitationNotice
            invitation={create.data.invitation}
            user={create.data.staff.username}
            messageKey="backoffice.staff.created"
          />
        )}
        {create.data?.request && (
          <StatusNotice style={{}}>
            {t('backoffice.staff.requested', { user: create.data.request.username })}
          </StatusNotice>
        )}
      </div>
    </section>
  );
}

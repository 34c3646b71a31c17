import { type ReactNode, useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { DialogForm } from '../form/dialog-form.tsx';
import { FormActions, ReasonField } from '../form/field.tsx';
import { ErrorNotice } from './page.tsx';

/** Asks for the reason every consequential staff action records in the audit log. */
export function ReasonDialog(props: {
  title: string;
  children?: ReactNode;
  confirm: string;
  danger?: boolean;
  /** The action cannot go ahead (the dialog's content says why): the confirm button stays off. */
  blocked?: boolean;
  pending?: boolean;
  error?: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <DialogForm title={props.title} onSubmit={() => props.onConfirm(reason)}>
      {props.children}
      <ReasonField
        label={t('backoffice.common.reason')}
        value={reason}
        onChange={setReason}
        maxLength={300}
      />
      <ErrorNotice error={props.error} />
      <FormActions>
        <button className="btn" type="button" onClick={props.onClose}>
          {t('backoffice.common.cancel')}
        </button>
        <button
          className={`btn ${props.danger ? 'danger' : 'primary'}`}
          type="submit"
          disabled={props.blocked || props.pending || reason.trim().length < 3}
        >
          {props.confirm}
        </button>
      </FormActions>
    </DialogForm>
  );
}

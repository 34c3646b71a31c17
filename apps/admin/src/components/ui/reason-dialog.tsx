import { type ReactNode, useState } from 'react';
import { t } from '../../lib/i18n.ts';
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
    <div className="dialog-backdrop" role="presentation">
      <form
        className="card dialog"
        role="dialog"
        aria-label={props.title}
        onSubmit={(e) => {
          e.preventDefault();
          props.onConfirm(reason);
        }}
      >
        <h2>{props.title}</h2>
        {props.children}
        <label className="field">
          <span>{t('backoffice.common.reason')}</span>
          <textarea
            className="input"
            name="reason"
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
        </label>
        <ErrorNotice error={props.error} />
        <div className="row" style={{ marginTop: 12, justifyContent: 'flex-end' }}>
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
        </div>
      </form>
    </div>
  );
}

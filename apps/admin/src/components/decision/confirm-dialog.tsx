import type { ReactNode } from 'react';
import { t } from '../../lib/i18n.ts';
import { DialogForm } from '../form/dialog-form.tsx';
import { FormActions } from '../form/field.tsx';
import { ErrorNotice } from '../ui/page.tsx';

/**
 * The last look before money moves (approve or pay a withdrawal, apply an adjustment, credit or refund
 * a Pix payment): a dialog named by its title that says the amount and the player, Cancel, and the
 * action's own word on the confirm button. A refusal shows inside it; nothing is sent before confirm.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirm: string;
  danger?: boolean;
  pending?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogForm title={props.title} onSubmit={props.onConfirm}>
      {props.children}
      <ErrorNotice error={props.error} />
      <FormActions>
        <button className="btn" type="button" onClick={props.onClose}>
          {t('backoffice.common.cancel')}
        </button>
        <button
          className={`btn ${props.danger ? 'danger' : 'primary'}`}
          type="submit"
          disabled={props.pending}
          // biome-ignore lint/a11y/noAutofocus: the dialog opens on the staff member's own click
          autoFocus
        >
          {props.confirm}
        </button>
      </FormActions>
    </DialogForm>
  );
}

/** What the money of a confirmation is: "R$ 1.234,56 to player #42 (Ma*** Si***)". */
export function ConfirmFacts(props: { facts: [string, ReactNode][] }) {
  return (
    <dl className="confirm-facts">
      {props.facts.map(([label, value]) => (
        <div key={label}>
          <dt className="muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

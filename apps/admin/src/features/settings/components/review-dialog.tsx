import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { FormActions, ReasonField } from '../../../components/form/field.tsx';
import { ErrorNotice } from '../../../components/ui/page.tsx';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { t } from '../../../lib/i18n.ts';

/** One changed field as the review shows it: its name, the value before and after. */
export type ReviewRow = { key: string; label: string; before: string; after: string };

/**
 * The before/after of every changed field, and the reason the audit log keeps. `maxHeight` scrolls a
 * long list; `maxLength` caps the reason.
 */
export function ReviewDialog(props: {
  rows: ReviewRow[];
  reason: string;
  setReason: (r: string) => void;
  pending: boolean;
  error: unknown;
  onSave: () => void;
  onClose: () => void;
  maxHeight?: number;
  maxLength?: number;
}) {
  return (
    <DialogForm title={t('backoffice.settings.reviewTitle')} onSubmit={props.onSave}>
      <StaticTable
        style={{ marginBottom: 12, maxHeight: props.maxHeight }}
        headers={[
          t('backoffice.settings.field'),
          t('backoffice.settings.before'),
          t('backoffice.settings.after'),
        ]}
      >
        {props.rows.map((c) => (
          <tr key={c.key}>
            <td>{c.label}</td>
            <td className="mono" style={{ color: 'var(--danger)' }}>
              {c.before}
            </td>
            <td className="mono" style={{ color: 'var(--green)' }}>
              {c.after}
            </td>
          </tr>
        ))}
      </StaticTable>
      <ReasonField
        label={t('backoffice.settings.reason')}
        value={props.reason}
        onChange={props.setReason}
        rows={2}
        maxLength={props.maxLength}
      />
      <ErrorNotice error={props.error} />
      <FormActions>
        <button className="btn" type="button" onClick={props.onClose}>
          {t('backoffice.settings.back')}
        </button>
        <button
          className="btn primary"
          type="submit"
          disabled={props.pending || props.reason.trim().length < 3}
        >
          {t('backoffice.settings.save')}
        </button>
      </FormActions>
    </DialogForm>
  );
}

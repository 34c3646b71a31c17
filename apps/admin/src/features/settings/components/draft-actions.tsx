import { t } from '../../../lib/i18n.ts';

/** Under a settings form: why it cannot be saved yet, discard, and review (with the count of changes). */
export function DraftActions(props: {
  changes: number;
  invalid: boolean;
  onDiscard: () => void;
  onReview: () => void;
}) {
  return (
    <div className="row" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
      {props.invalid && (
        <span className="field-error" role="alert">
          {t('backoffice.settings.fixFirst')}
        </span>
      )}
      <button className="btn" type="button" disabled={props.changes === 0} onClick={props.onDiscard}>
        {t('backoffice.settings.discard')}
      </button>
      <button
        className="btn primary"
        type="button"
        disabled={props.changes === 0 || props.invalid}
        onClick={() => props.onReview()}
      >
        {t('backoffice.settings.review', { n: props.changes })}
      </button>
    </div>
  );
}

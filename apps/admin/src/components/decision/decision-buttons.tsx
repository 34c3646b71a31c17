import { t } from '../../lib/i18n.ts';

/**
 * The checker's two buttons on a request waiting for a decision: approve (off while one is being
 * sent, or when the viewer made the request: `selfTitle` then says why) and reject.
 */
export function DecisionButtons(props: {
  onApprove: () => void;
  onReject: () => void;
  approveLabel?: string;
  rejectLabel?: string;
  disabled?: boolean;
  selfTitle?: string;
}) {
  const buttons = (
    <div className="row">
      <button
        className="btn small primary"
        type="button"
        disabled={props.disabled}
        title={props.selfTitle}
        onClick={props.onApprove}
      >
        {props.approveLabel ?? t('backoffice.common.approve')}
      </button>
      <button className="btn small danger" type="button" onClick={props.onReject}>
        {props.rejectLabel ?? t('backoffice.common.reject')}
      </button>
    </div>
  );
  // Why approve is off, in words (the tooltip alone is not seen without a mouse).
  if (!(props.disabled && props.selfTitle)) return buttons;
  return (
    <div>
      {buttons}
      <div className="muted note decision-reason">{props.selfTitle}</div>
    </div>
  );
}

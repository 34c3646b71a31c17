import { useId } from 'react';
import { Button } from './button.tsx';
import { Popup } from './popup.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
};

export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
}: ConfirmDialogProps) {
  const messageId = useId();
  // Named by its question, so a screen reader announces what is being confirmed (axe aria-dialog-name).
  return (
    <Popup open={open} onClose={onCancel} variant="center" labelledBy={messageId}>
      <p id={messageId} className="jl-confirm__message">
        {message}
      </p>
      <div className="jl-confirm__actions">
        <Button variant="secondary" block onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} block onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Popup>
  );
}

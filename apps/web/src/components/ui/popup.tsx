import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './popup.css';
import { Icon } from './icons.tsx';

export type PopupProps = {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** `sheet` slides up from the bottom (forms); `center` is a small dialog (confirmations). */
  variant?: 'sheet' | 'center';
  closeLabel?: string;
  /** Without a title: the id of the element that names the dialog (a confirmation's question). */
  labelledBy?: string;
  children: ReactNode;
  /** Backdrop taps and Escape close the popup unless this is false (a form being submitted). */
  dismissible?: boolean;
};

let openCount = 0;

/** A modal sheet or dialog over the app column; focus moves into it and returns on close. */
export function Popup({
  open,
  onClose,
  title,
  labelledBy,
  variant = 'sheet',
  closeLabel,
  children,
  dismissible = true,
}: PopupProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    openCount += 1;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not([data-popup-close])',
    );
    (first ?? panel.current)?.focus();
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [open]);

  useEffect(() => {
    if (!open || !dismissible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismissible]);

  if (!open) return null;
  return createPortal(
    <div className={`jl-popup jl-popup--${variant}`}>
      <div className="jl-popup__backdrop" aria-hidden="true" onClick={() => dismissible && onClose()} />
      <div
        ref={panel}
        className="jl-popup__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        tabIndex={-1}
      >
        {title || closeLabel ? (
          <div className="jl-popup__head">
            {title ? (
              <h2 id={titleId} className="jl-popup__title">
                {title}
              </h2>
            ) : null}
            {closeLabel ? (
              <button
                type="button"
                className="jl-popup__close"
                onClick={onClose}
                aria-label={closeLabel}
                data-popup-close
              >
                <Icon name="close" size={20} />
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="jl-popup__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

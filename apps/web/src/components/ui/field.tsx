import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './field.css';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | null;
  /** A control inside the field on the right (show-password toggle, send-code button, captcha). */
  trailing?: ReactNode;
  hint?: string;
};

/**
 * A run of digits with a hyphen or slash inside (where browsers break lines): "000.000.000-00",
 * "91234-5678", "00.000.000/0001-00". Plain numbers ("1.000,50") are left alone: no break falls in them.
 */
const FORMATTED = /(\d[\d.,]*[-/][\d.,/-]*\d)/;

/**
 * The message, with every formatted example kept on one line: a line break at the hyphen of
 * "000.000.000-00" would show an example the player cannot type.
 */
function keepFormatsWhole(message: string): ReactNode {
  const parts = message.split(FORMATTED);
  if (parts.length === 1) return message;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message, in order
      <span key={i} className="jl-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** A labelled text input with its validation message tied to it for screen readers. */
export function Field({ label, error, trailing, hint, className, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || hint;
  return (
    <div className={`jl-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="jl-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="jl-field__control">
        <input
          id={id}
          className="jl-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {trailing ? <div className="jl-field__trailing">{trailing}</div> : null}
      </div>
      {message ? (
        <p id={messageId} className={error ? 'jl-field__error' : 'jl-field__hint'}>
          {keepFormatsWhole(message)}
        </p>
      ) : null}
    </div>
  );
}

export type CheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
};

export function Checkbox({ checked, onChange, children, error }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`jl-check${error ? ' has-error' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="jl-check__box"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="jl-check__label">
        {children}
      </label>
      {error ? (
        <p id={`${id}-error`} className="jl-field__error jl-check__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** After a failed submit: moves focus to the first field marked invalid, once React has rendered it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // Focus without the browser's own scroll (which may leave the field under the sticky header), then
    // bring the whole field — label, input and message — to the middle of the screen.
    field.focus({ preventScroll: true });
    (field.closest('.jl-field') ?? field).scrollIntoView?.({ block: 'center' });
  }, 0);
}

import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';

/** A labelled form control (`label.field`): the words, the control and, when refused, why. */
export function Field(props: {
  label: ReactNode;
  children: ReactNode;
  error?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`, inside the label
    <label className="field" style={props.style}>
      <span>{props.label}</span>
      {props.children}
      {props.error && <span className="field-error">{props.error}</span>}
    </label>
  );
}

/** The reason the audit log keeps: a required text area, three lines by default. */
export function ReasonField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <Field label={props.label}>
      <textarea
        className="input"
        name="reason"
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
      />
    </Field>
  );
}

/** The buttons under a form, to the right (`style` replaces the default spacing). */
export function FormActions(props: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className="row" style={props.style ?? { marginTop: 12, justifyContent: 'flex-end' }}>
      {props.children}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'style'>;

/** A labelled text input (`input` class unless `className` says otherwise); `onChange` gets the text. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  style,
  className,
  ...input
}: InputProps & {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <Field label={label} error={error} style={style}>
      <input
        className={className ?? 'input'}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Field>
  );
}

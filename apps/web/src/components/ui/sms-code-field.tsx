import { Button } from './button.tsx';
import { Field } from './field.tsx';

export type SmsCodeFieldProps = {
  label: string;
  placeholder: string;
  /** Digits only (anything else typed is dropped). */
  value: string;
  onValueChange: (digits: string) => void;
  error: string | null | undefined;
  /** The send button: its words (with the countdown while it waits), class, and state. */
  sendLabel: string;
  sendClassName: string;
  sending: boolean;
  /** Seconds until the code may be sent again; the button is off while above 0. */
  secondsLeft: number;
  onSend: () => void;
};

/** A six-digit SMS code, with the button that sends it inside the field. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  return (
    <Field
      label={props.label}
      name="sms_code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(event) => props.onValueChange(event.target.value.replace(/\D+/g, ''))}
      error={props.error}
      trailing={
        <Button
          size="sm"
          variant="ghost"
          className={props.sendClassName}
          busy={props.sending}
          disabled={props.secondsLeft > 0}
          onClick={props.onSend}
        >
          {props.sendLabel}
        </Button>
      }
    />
  );
}

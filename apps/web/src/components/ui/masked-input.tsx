import { digitsOnly, maskCpf, maskPhone } from '../../lib/masks.ts';
import { Field, type FieldProps } from './field.tsx';

const MASKS = {
  phone: { format: maskPhone, placeholder: '(11) 91234-5678', autoComplete: 'tel-national' },
  cpf: { format: maskCpf, placeholder: '000.000.000-00', autoComplete: 'off' },
} as const;

export type MaskedInputProps = Omit<FieldProps, 'value' | 'onChange' | 'type'> & {
  mask: keyof typeof MASKS;
  /** Digits only; the mask is display. */
  value: string;
  onValueChange: (digits: string) => void;
};

/** A numeric field that shows Brazilian formatting while keeping digits as its value. */
export function MaskedInput({ mask, value, onValueChange, ...field }: MaskedInputProps) {
  const spec = MASKS[mask];
  return (
    <Field
      type="tel"
      inputMode="numeric"
      autoComplete={spec.autoComplete}
      placeholder={spec.placeholder}
      {...field}
      value={spec.format(value)}
      // Masking first keeps the mask's rules (length, a pasted +55 prefix) in one place.
      onChange={(event) => onValueChange(digitsOnly(spec.format(event.target.value)))}
    />
  );
}

import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from './field.tsx';

export type AmountInputProps = Omit<FieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (text: string) => void;
};

/**
 * The one amount input of the player app: a decimal keypad, Brazilian writing in every language
 * ("1.000,50", docs/PRODUCT.md "Typing amounts"), and a localised message as soon as letters are typed.
 * The form reads the amount with `parseAmountInput` (the same reader) and says the rest on submit.
 */
export function AmountInput({ value, onChange, error, placeholder, ...field }: AmountInputProps) {
  const { t } = useTranslation('common');
  const read = parseAmountInput(value);
  const letters = !read.ok && read.error === 'letters';
  return (
    <Field
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder ?? '0,00'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={letters ? t('amountInput.letters') : error}
      {...field}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icons.tsx';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Six-digit withdrawal passwords: numeric keyboard, digits only. */
  digits?: boolean;
};

/** A password input with its show/hide button. */
export function PasswordField({ value, onValueChange, digits = false, ...field }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...field}
      type={shown ? 'text' : 'password'}
      value={value}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : undefined}
      onChange={(event) =>
        onValueChange(digits ? event.target.value.replace(/\D+/g, '') : event.target.value)
      }
      trailing={
        <button
          type="button"
          className="jl-icon-btn"
          onClick={() => setShown((v) => !v)}
          aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={shown}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

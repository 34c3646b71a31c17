import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import type { RechargeInfo } from '../api/recharge-api.ts';
import { useRechargeInfoForm } from '../hooks/use-recharge-info-form.ts';
import './recharge.css';

export type RechargeInfoFormProps = {
  /** The saved details, to edit; null for the first time. */
  initial: RechargeInfo | null;
  /** The account's phone, "(11) 91234-5678": the mobile field starts with it until details are saved. */
  registeredMobile?: string | null;
  onSaved: (info: RechargeInfo) => void;
  submitLabel?: string;
  /** The verified identity: name and CPF come from it and cannot be changed. */
  verified?: { name: string; cpf: string } | null;
};

/**
 * The recharge info (name, CPF, mobile, e-mail) with its messages; the values and the save are
 * `hooks/use-recharge-info-form.ts`.
 */
export function RechargeInfoForm({
  initial,
  registeredMobile,
  onSaved,
  submitLabel,
  verified,
}: RechargeInfoFormProps) {
  const { t } = useTranslation(['pay', 'common', 'kyc']);
  const { values, errors, busy, set, submit } = useRechargeInfoForm(
    initial,
    onSaved,
    registeredMobile,
    verified,
  );
  const cpfLocked = Boolean(initial?.cpf_locked) || Boolean(verified);
  const lockedHint = verified ? t('kyc:lockedHint') : t('info.cpfLocked');
  return (
    <form className="jl-recharge-card" onSubmit={submit} noValidate data-testid="recharge-info-form">
      <h2 className="jl-recharge-card__title">{t('info.title')}</h2>
      <p className="jl-recharge-card__note">{t('info.intro')}</p>
      <Field
        label={t('info.name')}
        name="name"
        autoComplete="name"
        placeholder={t('info.namePlaceholder')}
        maxLength={100}
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        disabled={Boolean(verified)}
      />
      <MaskedInput
        mask="cpf"
        label={t('info.cpf')}
        name="cpf"
        value={values.cpf}
        onValueChange={set('cpf')}
        error={errors.cpf}
        disabled={cpfLocked}
        hint={cpfLocked ? lockedHint : undefined}
      />
      <MaskedInput
        mask="phone"
        label={t('info.mobile')}
        name="mobile"
        value={values.mobile}
        onValueChange={set('mobile')}
        error={errors.mobile}
      />
      <Field
        label={t('info.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        placeholder={t('info.emailPlaceholder')}
        maxLength={100}
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email}
      />
      <Button type="submit" block size="lg" busy={busy}>
        {submitLabel ?? t('info.save')}
      </Button>
    </form>
  );
}

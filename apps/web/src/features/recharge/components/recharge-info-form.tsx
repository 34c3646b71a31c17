import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { digitsOnly } from '../../../lib/masks.ts';
import { showToast } from '../../../lib/toast.ts';
import { type RechargeInfo, rechargeKeys, saveRechargeInfo } from '../api/recharge-api.ts';
import { type InfoField, type InfoInput, validateInfo } from '../validation.ts';
import './recharge.css';

export type RechargeInfoFormProps = {
  /** The saved details, to edit; null for the first time. */
  initial: RechargeInfo | null;
  onSaved: (info: RechargeInfo) => void;
  submitLabel?: string;
};

const FIELDS: readonly InfoField[] = ['name', 'cpf', 'mobile', 'email'];

/**
 * The recharge info of spec §3 (name, CPF, mobile, e-mail) with the spec §5 messages. The server
 * checks again (check digits, one CPF per player) and its refusal is shown under the field it names.
 */
export function RechargeInfoForm({ initial, onSaved, submitLabel }: RechargeInfoFormProps) {
  const { t } = useTranslation(['pay', 'common']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InfoInput>({
    name: initial?.name ?? '',
    cpf: digitsOnly(initial?.cpf ?? ''),
    mobile: digitsOnly(initial?.mobile ?? ''),
    email: initial?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<InfoField, string>>>({});
  const [busy, setBusy] = useState(false);
  const cpfLocked = Boolean(initial?.cpf_locked);

  const set = (field: InfoField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateInfo(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    const result = await saveRechargeInfo({
      name: values.name.trim(),
      cpf: values.cpf,
      mobile: values.mobile,
      email: values.email.trim(),
    });
    setBusy(false);
    if (!result) return;
    if (result.code === 1) {
      const info = result.data;
      queryClient.setQueryData(rechargeKeys.info, info);
      void queryClient.invalidateQueries({ queryKey: rechargeKeys.init });
      showToast(t('info.saved'), 'success');
      onSaved(info);
      return;
    }
    const field = result.code === 0 ? (result.data?.field as InfoField | undefined) : undefined;
    if (field && FIELDS.includes(field)) {
      setErrors((e) => ({ ...e, [field]: result.msg }));
      focusFirstInvalid(form);
    } else if (result.code === 0) {
      showToast(result.msg || t('common:messages.dataException'), 'error');
    }
  };

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
      />
      <MaskedInput
        mask="cpf"
        label={t('info.cpf')}
        name="cpf"
        value={values.cpf}
        onValueChange={set('cpf')}
        error={errors.cpf}
        disabled={cpfLocked}
        hint={cpfLocked ? t('info.cpfLocked') : undefined}
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

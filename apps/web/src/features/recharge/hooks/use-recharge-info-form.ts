import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { digitsOnly } from '../../../lib/masks.ts';
import { showToast } from '../../../lib/toast.ts';
import { type RechargeInfo, rechargeKeys, saveRechargeInfo } from '../api/recharge-api.ts';
import { type InfoField, type InfoInput, validateInfo } from '../validation.ts';

const FIELDS: readonly InfoField[] = ['name', 'cpf', 'mobile', 'email'];

/**
 * The recharge info's values (the mobile prefilled with the account's phone), their messages and the save. The server checks again (check digits,
 * one CPF per player) and its refusal is shown under the field it names.
 */
export function useRechargeInfoForm(
  initial: RechargeInfo | null,
  onSaved: (info: RechargeInfo) => void,
  registeredMobile?: string | null,
  verified?: { name: string; cpf: string } | null,
) {
  const { t } = useTranslation(['pay', 'common']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InfoInput>({
    // A verified identity is the payer: its name and CPF, whatever was saved before.
    name: verified?.name ?? initial?.name ?? '',
    cpf: digitsOnly(verified?.cpf ?? initial?.cpf ?? ''),
    // The registered phone until details are saved: the player usually pays from it; it stays editable.
    mobile: digitsOnly(initial?.mobile ?? registeredMobile ?? ''),
    email: initial?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<InfoField, string>>>({});
  const [busy, setBusy] = useState(false);

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

  return { values, errors, busy, set, submit };
}

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { bindAccount, setWithdrawPassword, withdrawKeys } from '../api/withdraw-api.ts';
import {
  type BindErrors,
  type BindField,
  type BindFields,
  checkBind,
  digits,
  maskDocument,
  SERVER_FIELDS,
} from '../bind-validation.ts';

function initialFields(initial: Partial<BindFields>): BindFields {
  return {
    name: initial.name ?? '',
    cpf: initial.cpf ?? '',
    pixAccount: initial.pixAccount ?? '',
    mobile: initial.mobile ?? '',
    email: initial.email ?? '',
    password: '',
    repassword: '',
    loginPassword: '',
  };
}

/** What the bind request sends: the typed fields trimmed, the optional ones left out when empty. */
function bindBody(fields: BindFields) {
  return {
    pix_type: 'cpf' as const,
    name: fields.name.trim(),
    cpf: fields.cpf.trim(),
    pix_account: fields.pixAccount.trim(),
    mobile: fields.mobile.trim() || undefined,
    email: fields.email.trim() || undefined,
    withdraw_password: fields.password,
    repassword: fields.repassword,
  };
}

/**
 * The bind form's fields, their messages and its submit: the withdrawal password is created first
 * when the player has none, then the account is bound; a refusal is shown on the field it names.
 */
export function useBindForm(initial: Partial<BindFields>, needsPassword: boolean) {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [passwordMissing, setPasswordMissing] = useState(needsPassword);
  const [fields, setFields] = useState<BindFields>(() => initialFields(initial));
  const [errors, setErrors] = useState<BindErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: BindField, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setCpf = (typed: string) => {
    const masked = maskDocument(typed);
    setFields((f) => {
      // The Pix key of a CPF account is the CPF itself: keep it in step while it mirrors the document.
      const mirrored = digits(f.pixAccount) === digits(f.cpf);
      const isCpfSoFar = /^[\d.-]*$/.test(masked);
      return { ...f, cpf: masked, pixAccount: mirrored && isCpfSoFar ? digits(masked) : f.pixAccount };
    });
    setErrors((x) => ({ ...x, cpf: undefined, pixAccount: undefined }));
  };
  const message = (field: BindField): string | undefined => {
    const key = errors[field];
    return key ? (key.startsWith('!') ? key.slice(1) : t(key as 'validation.enterUserName')) : undefined;
  };
  const serverError = (field: string | undefined, msg: string) => {
    const mapped = field ? SERVER_FIELDS[field] : undefined;
    if (mapped) setErrors({ [mapped]: `!${msg}` });
    else showToast(msg, 'error');
    focusFirstInvalid(form.current);
  };

  /** Creates the withdrawal password when the player has none; false when that was refused. */
  const createPassword = async (): Promise<boolean> => {
    if (!passwordMissing) return true;
    const created = await setWithdrawPassword(fields.password, fields.loginPassword);
    if (!created) return false;
    if (created.code !== 1) {
      if (created.code === 0) serverError(created.data?.field, created.msg);
      return false;
    }
    setPasswordMissing(false);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkBind(fields, passwordMissing);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      if (!(await createPassword())) return;
      const result = await bindAccount(bindBody(fields));
      if (!result) return;
      if (result.code === 1) {
        showToast(result.msg || t('bind.saved'), 'success');
        void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
        navigate(paths.withdraw, { replace: true });
        return;
      }
      if (result.code === 0) serverError(result.data?.field, result.msg);
    } finally {
      setBusy(false);
    }
  };

  return { form, fields, set, setCpf, message, passwordMissing, busy, submit };
}

export type BindFormState = ReturnType<typeof useBindForm>;

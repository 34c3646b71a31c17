import { formatCpf, isValidCpf } from '@jl/core/br/cpf.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { paths } from '../../../config/paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { bindAccount, setWithdrawPassword, withdrawKeys } from '../api/withdraw-api.ts';
import {
  type BindErrors,
  type BindField,
  type BindFields,
  checkBind,
  maskDocument,
  SERVER_FIELDS,
} from '../bind-validation.ts';
import './withdraw.css';

export type BindFormProps = {
  /** Pre-filled from the recharge info when the player has it. */
  initial: Partial<BindFields>;
  /** The player has no withdrawal password yet: it is created here, confirmed with the login password. */
  needsPassword: boolean;
  /** The player's own CPF, masked, when already known. */
  ownCpf: string | null;
};

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Binds a Pix account (spec §3 withdraw bind fields): Pix type (CPF only, shown disabled), name,
 * CPF/CNPJ, Pix account, mobile, e-mail, withdrawal password and its repeat. The spec §5 messages
 * show next to their fields before anything is sent; the server checks everything again.
 */
export function BindForm({ initial, needsPassword, ownCpf }: BindFormProps) {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const typeId = useId();
  const [passwordMissing, setPasswordMissing] = useState(needsPassword);
  const [fields, setFields] = useState<BindFields>({
    name: initial.name ?? '',
    cpf: initial.cpf ?? '',
    pixAccount: initial.pixAccount ?? '',
    mobile: initial.mobile ?? '',
    email: initial.email ?? '',
    password: '',
    repassword: '',
    loginPassword: '',
  });
  const [errors, setErrors] = useState<BindErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: BindField, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
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
      if (passwordMissing) {
        const created = await setWithdrawPassword(fields.password, fields.loginPassword);
        if (!created) return;
        if (created.code !== 1) {
          if (created.code === 0) serverError(created.data?.field, created.msg);
          return;
        }
        setPasswordMissing(false);
      }
      const result = await bindAccount({
        pix_type: 'cpf',
        name: fields.name.trim(),
        cpf: fields.cpf.trim(),
        pix_account: fields.pixAccount.trim(),
        mobile: fields.mobile.trim() || undefined,
        email: fields.email.trim() || undefined,
        withdraw_password: fields.password,
        repassword: fields.repassword,
      });
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

  return (
    <form ref={form} className="jl-wd-card jl-wd-bind" onSubmit={submit} noValidate data-testid="bind-form">
      <h2 className="jl-wd-card__title">{t('bind.formTitle')}</h2>
      <div className="jl-field">
        <label className="jl-field__label" htmlFor={typeId}>
          {t('bind.pixType')}
        </label>
        <div className="jl-field__control jl-wd-select is-disabled">
          <select
            id={typeId}
            className="jl-field__input"
            value="cpf"
            disabled
            aria-describedby={`${typeId}-hint`}
          >
            <option value="cpf">{t('bind.pixTypeCpf')}</option>
          </select>
          <Icon name="lock" size={16} />
        </div>
        <p id={`${typeId}-hint`} className="jl-field__hint">
          {t('bind.pixTypeHint')}
        </p>
      </div>
      <Field
        label={t('bind.name')}
        name="name"
        autoComplete="name"
        placeholder={t('bind.namePlaceholder')}
        maxLength={100}
        value={fields.name}
        onChange={(e) => set('name', e.target.value)}
        error={message('name')}
      />
      <Field
        label={t('bind.cpf')}
        name="cpf"
        inputMode="text"
        autoCapitalize="characters"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={18}
        value={fields.cpf}
        onChange={(e) => {
          const masked = maskDocument(e.target.value);
          setFields((f) => {
            // The Pix key of a CPF account is the CPF itself: keep it in step while it mirrors the document.
            const mirrored = digits(f.pixAccount) === digits(f.cpf);
            const isCpfSoFar = /^[\d.-]*$/.test(masked);
            return { ...f, cpf: masked, pixAccount: mirrored && isCpfSoFar ? digits(masked) : f.pixAccount };
          });
          setErrors((x) => ({ ...x, cpf: undefined, pixAccount: undefined }));
        }}
        error={message('cpf')}
        data-testid="bind-cpf"
      />
      <MaskedInput
        mask="cpf"
        label={t('bind.pixAccount')}
        name="pix_account"
        value={digits(fields.pixAccount)}
        onValueChange={(value) => set('pixAccount', value)}
        error={message('pixAccount')}
        hint={ownCpf ? t('bind.ownCpfNote', { cpf: ownCpf }) : t('bind.pixAccountHint')}
        data-testid="bind-pix-account"
      />
      <MaskedInput
        mask="phone"
        label={t('bind.mobile')}
        name="mobile"
        value={digits(fields.mobile)}
        onValueChange={(value) => set('mobile', value)}
        error={message('mobile')}
      />
      <Field
        label={t('bind.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('bind.emailPlaceholder')}
        maxLength={100}
        value={fields.email}
        onChange={(e) => set('email', e.target.value)}
        error={message('email')}
      />
      {passwordMissing ? (
        <p className="jl-wd-note" role="note">
          <Icon name="key" size={16} />
          {t('bind.newPasswordNote')}
        </p>
      ) : null}
      <Field
        label={t('bind.withdrawPassword')}
        name="withdraw_password"
        type="password"
        inputMode="numeric"
        autoComplete={passwordMissing ? 'new-password' : 'off'}
        placeholder={t('withdraw.passwordPlaceholder')}
        maxLength={6}
        value={fields.password}
        onChange={(e) => set('password', digits(e.target.value).slice(0, 6))}
        error={message('password')}
        data-testid="bind-password"
      />
      <Field
        label={t('bind.repassword')}
        name="repassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('withdraw.passwordPlaceholder')}
        maxLength={6}
        value={fields.repassword}
        onChange={(e) => set('repassword', digits(e.target.value).slice(0, 6))}
        error={message('repassword')}
        data-testid="bind-repassword"
      />
      {passwordMissing ? (
        <Field
          label={t('bind.loginPassword')}
          name="login_password"
          type="password"
          autoComplete="current-password"
          maxLength={32}
          value={fields.loginPassword}
          onChange={(e) => set('loginPassword', e.target.value)}
          error={message('loginPassword')}
          data-testid="bind-login-password"
        />
      ) : null}
      <Button type="submit" block size="lg" busy={busy} data-testid="bind-submit">
        {t('bind.submit')}
      </Button>
    </form>
  );
}

/** Recharge-info values as the bind form wants them (CPF formatted, mobile digits). */
export function initialFromPayer(
  payer: {
    complete: boolean;
    name: string | null;
    cpf: string | null;
    mobile: string | null;
    email: string | null;
  } | null,
): Partial<BindFields> {
  if (!payer?.complete) return {};
  const cpf = payer.cpf && isValidCpf(payer.cpf) ? formatCpf(payer.cpf) : '';
  return {
    name: payer.name ?? '',
    cpf,
    pixAccount: digits(cpf),
    mobile: payer.mobile ? digits(payer.mobile).replace(/^55(?=\d{10,11}$)/, '') : '',
    email: payer.email ?? '',
  };
}

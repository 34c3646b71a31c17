import { formatCpf, isValidCpf } from '@jl/core/br/cpf.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { MaskedInput } from '../../../components/ui/masked-input.tsx';
import { type BindFields, digits } from '../bind-validation.ts';
import { type BindFormState, useBindForm } from '../hooks/use-bind-form.ts';
import './withdraw.css';

export type BindFormProps = {
  /** Pre-filled from the recharge info when the player has it. */
  initial: Partial<BindFields>;
  /** The player has no withdrawal password yet: it is created here, confirmed with the login password. */
  needsPassword: boolean;
  /** The player's own CPF, masked, when already known. */
  ownCpf: string | null;
};

/** The Pix type: CPF only, shown disabled with why. */
function PixTypeField() {
  const { t } = useTranslation('vip');
  const typeId = useId();
  return (
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
  );
}

/** Who the account belongs to and its Pix key: name, CPF/CNPJ, Pix account, mobile and e-mail. */
function AccountFields({ state, ownCpf }: { state: BindFormState; ownCpf: string | null }) {
  const { t } = useTranslation('vip');
  const { fields, set, message } = state;
  return (
    <>
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
        onChange={(e) => state.setCpf(e.target.value)}
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
    </>
  );
}

/** The withdrawal password and its repeat; when it is new, a note and the login password to confirm. */
function PasswordFields({ state }: { state: BindFormState }) {
  const { t } = useTranslation('vip');
  const { fields, set, message, passwordMissing } = state;
  return (
    <>
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
    </>
  );
}

/**
 * Binds a Pix account: Pix type (CPF only, shown disabled), name, CPF/CNPJ, Pix account, mobile,
 * e-mail, withdrawal password and its repeat. The messages show next to their fields before
 * anything is sent; the server checks everything again. The state and the submit are
 * `hooks/use-bind-form.ts`.
 */
export function BindForm({ initial, needsPassword, ownCpf }: BindFormProps) {
  const { t } = useTranslation('vip');
  const state = useBindForm(initial, needsPassword);
  return (
    <form
      ref={state.form}
      className="jl-wd-card jl-wd-bind"
      onSubmit={state.submit}
      noValidate
      data-testid="bind-form"
    >
      <h2 className="jl-wd-card__title">{t('bind.formTitle')}</h2>
      <PixTypeField />
      <AccountFields state={state} ownCpf={ownCpf} />
      <PasswordFields state={state} />
      <Button type="submit" block size="lg" busy={state.busy} data-testid="bind-submit">
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

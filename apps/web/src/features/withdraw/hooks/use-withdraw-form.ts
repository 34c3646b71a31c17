import { toDecimal } from '@jl/core/money/cents.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusFirstInvalid } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useIntentKeys } from '../../../lib/idempotency-key.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { type AmountCheck, checkWithdrawAmount, formatAmount } from '../amounts.ts';
import { applyWithdrawal, type WithdrawInit, withdrawKeys } from '../api/withdraw-api.ts';

const PASSWORD = /^\d{6}$/;

export type WithdrawErrors = { account?: string; amount?: string; password?: string; form?: string };

/** The message for an amount the rules refuse, in the player's language. */
function useAmountMessage(init: WithdrawInit) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  const money = (value: string | bigint) => formatAmount(value, lang);
  return (c: AmountCheck): string | undefined => {
    if (c.ok) return undefined;
    switch (c.key) {
      case 'below':
        return t('errors.WITHDRAW_BELOW_MIN', { min: money(c.limit) });
      case 'above':
        return t('errors.WITHDRAW_ABOVE_MAX', { max: money(c.limit) });
      case 'insufficient':
        return t('errors.WITHDRAW_INSUFFICIENT', { available: money(c.limit), min: money(init.min) });
      default:
        return t(`validation.${c.key}`);
    }
  };
}

/**
 * The withdraw form's state, its checks and its submit. One Idempotency-Key per amount and account
 * while the page is open; a refusal is shown on the field it names and refreshes the page data.
 */
export function useWithdrawForm(init: WithdrawInit, exit?: 'closure') {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const keys = useIntentKeys();
  const [chosen, setAccountId] = useState<string | null>(null);
  // The first account is chosen until the player picks one (also when the list arrives after a bind).
  const accountId = init.accounts.some((a) => a.id === chosen) ? chosen : (init.accounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<WithdrawErrors>({});
  const [busy, setBusy] = useState(false);
  const amountMessage = useAmountMessage(init);
  const limits = { min: init.min, max: init.max, withdrawable: init.withdrawable, feeBps: init.fee_bps };
  const check = checkWithdrawAmount(amount, limits);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: WithdrawErrors = {};
    if (!accountId) next.account = t('validation.selectAccount');
    if (!check.ok) next.amount = amountMessage(check);
    if (!password) next.password = t('validation.enterWithdrawPassword');
    else if (!PASSWORD.test(password)) next.password = t('validation.withdrawPasswordFormat');
    setErrors(next);
    if (next.account || next.amount || next.password || !check.ok) {
      if (next.account) showToast(next.account, 'error');
      focusFirstInvalid(form.current);
      return;
    }
    const body = {
      amount: toDecimal(check.cents),
      account_id: accountId ?? undefined,
      withdraw_password: password,
      ...(exit ? { exit } : {}),
    };
    setBusy(true);
    const result = await applyWithdrawal(body, keys.of(`${body.amount}|${body.account_id}`));
    setBusy(false);
    if (!result) return;
    if (result.code === 1) {
      const { withdrawal } = result.data;
      keys.done();
      showToast(result.msg || t('withdraw.submitted'), 'success');
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      navigate(`${paths.withdrawDetail}?id=${encodeURIComponent(withdrawal.order_no)}`);
      return;
    }
    if (result.code !== 0) return;
    const refusal = result.data;
    if (refusal.field === 'withdraw_password') setErrors({ password: result.msg });
    else if (refusal.field === 'amount') setErrors({ amount: result.msg });
    else if (refusal.field === 'account_id') setErrors({ account: result.msg });
    else setErrors({ form: result.msg });
    showToast(result.msg, 'error');
    // The rules may have changed (another withdrawal, the window, the count): refresh the page data.
    void queryClient.invalidateQueries({ queryKey: withdrawKeys.init });
  };

  /** Sets one field and clears the errors it made stale. */
  const clear = (...keys: (keyof WithdrawErrors)[]) =>
    setErrors((e) => ({ ...e, ...Object.fromEntries(keys.map((k) => [k, undefined])) }));

  return {
    form,
    accountId,
    setAccountId,
    amount,
    setAmount,
    password,
    setPassword,
    errors,
    clear,
    busy,
    check,
    submit,
  };
}

export type WithdrawFormState = ReturnType<typeof useWithdrawForm>;

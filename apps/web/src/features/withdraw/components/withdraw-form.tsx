import { toDecimal } from '@jl/core/money/cents.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field, focusFirstInvalid } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { showToast } from '../../../lib/toast.ts';
import { allAmount, checkWithdrawAmount, formatAmount, formatBps } from '../amounts.ts';
import { applyWithdrawal, type WithdrawInit, withdrawKeys } from '../api/withdraw-api.ts';
import { BlockedNotice } from './blocked-notice.tsx';
import './withdraw.css';
import { useIntentKeys } from '../../../lib/idempotency-key.ts';

const QUICK = ['50.00', '100.00', '200.00', '500.00'];
const PASSWORD = /^\d{6}$/;

type Errors = { account?: string; amount?: string; password?: string; form?: string };

/**
 * The withdraw page body (spec §2, §5): balances, the accounts to choose from, the amount with
 * "all" and quick buttons, fee and net live, times left today, the window and the arrival note, and
 * the withdrawal password. Rules the server reports before submitting are shown first, with a link
 * to what fixes them. One Idempotency-Key per amount and account while the page is open.
 */
export function WithdrawForm({ init }: { init: WithdrawInit }) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const keys = useIntentKeys();
  const [chosen, setAccountId] = useState<string | null>(null);
  // The first account is chosen until the player picks one (also when the list arrives after a bind).
  const accountId = init.accounts.some((a) => a.id === chosen) ? chosen : (init.accounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const limits = { min: init.min, max: init.max, withdrawable: init.withdrawable, feeBps: init.fee_bps };
  const check = checkWithdrawAmount(amount, limits);
  const money = (value: string | bigint) => formatAmount(value, lang);
  const quick = QUICK.filter((q) => Number(q) <= Number(init.max));
  const blocked = init.blocked;

  const amountMessage = (c: typeof check): string | undefined => {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
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

  return (
    <div className="jl-wd">
      <section className="jl-wd-card jl-wd-balance" aria-label={t('withdraw.withdrawable')}>
        <p className="jl-wd-balance__label">{t('withdraw.withdrawable')}</p>
        <p className="jl-wd-balance__amount" data-testid="withdrawable">
          {money(init.withdrawable)}
        </p>
        <div className="jl-wd-balance__row">
          <span>
            {t('withdraw.toWager')} <strong>{money(init.wager_remaining)}</strong>
          </span>
          <Link to={paths.vip} className="jl-wd-vip">
            {t('vip.level', { level: init.vip_level })}
          </Link>
        </div>
      </section>

      {blocked ? <BlockedNotice blocked={blocked} /> : null}

      <form ref={form} className="jl-wd-form" onSubmit={submit} noValidate>
        <section className="jl-wd-card" aria-labelledby="wd-account">
          <div className="jl-wd-card__head">
            <h2 id="wd-account" className="jl-wd-card__title">
              {t('withdraw.account')}
            </h2>
          </div>
          {init.accounts.length === 0 ? (
            <Link to={paths.withdrawBind} className="jl-wd-empty-account" data-testid="withdraw-bind-link">
              <Icon name="bank" size={22} />
              <span>
                <strong>{t('withdraw.bindAccount')}</strong>
                <small>{t('withdraw.noAccount')}</small>
              </span>
              <Icon name="chevronRight" size={18} />
            </Link>
          ) : (
            <div
              className="jl-wd-accounts"
              role="radiogroup"
              aria-labelledby="wd-account"
              aria-invalid={errors.account ? true : undefined}
            >
              {init.accounts.map((account) => {
                const selected = accountId === account.id;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: large account cards as radio options
                  <button
                    key={account.id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    className={`jl-wd-account${selected ? ' is-selected' : ''}`}
                    onClick={() => {
                      setAccountId(account.id);
                      setErrors((e) => ({ ...e, account: undefined }));
                    }}
                    data-testid="withdraw-account"
                  >
                    <span className="jl-wd-account__icon" aria-hidden="true">
                      <Icon name="bank" size={20} />
                    </span>
                    <span className="jl-wd-account__text">
                      <strong>{account.name}</strong>
                      <small>PIX · CPF {account.pix_account}</small>
                    </span>
                    <span className="jl-wd-account__radio" aria-hidden="true" />
                  </button>
                );
              })}
            </div>
          )}
          {errors.account ? <p className="jl-field__error">{errors.account}</p> : null}
        </section>

        {blocked?.error === 'WITHDRAW_VIP_TOO_LOW' ? null : (
          <section className="jl-wd-card" aria-labelledby="wd-amount">
            <h2 id="wd-amount" className="visually-hidden">
              {t('withdraw.amount')}
            </h2>
            <Field
              label={t('withdraw.amount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('withdraw.amountPlaceholder')}
              maxLength={12}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value.replace(/[^\d.,]/g, ''));
                setErrors((x) => ({ ...x, amount: undefined, form: undefined }));
              }}
              error={errors.amount}
              hint={t('withdraw.limits', { min: money(init.min), max: money(init.max) })}
              trailing={
                <button
                  type="button"
                  className="jl-wd-all"
                  onClick={() => {
                    setAmount(
                      toDecimal(allAmount(init.withdrawable, init.max)).replace(
                        '.',
                        lang === 'en' ? '.' : ',',
                      ),
                    );
                    setErrors((x) => ({ ...x, amount: undefined }));
                  }}
                >
                  {t('withdraw.all')}
                </button>
              }
              data-testid="withdraw-amount"
            />
            <div className="jl-wd-quick">
              {quick.map((value) => (
                <button
                  key={value}
                  type="button"
                  className="jl-wd-chip"
                  onClick={() => {
                    setAmount(value.replace('.', lang === 'en' ? '.' : ','));
                    setErrors((x) => ({ ...x, amount: undefined }));
                  }}
                >
                  {money(value)}
                </button>
              ))}
            </div>
            <dl className="jl-wd-sum" aria-live="polite">
              <div>
                <dt>{t('withdraw.fee', { percent: formatBps(init.fee_bps, lang) })}</dt>
                <dd data-testid="withdraw-fee">{check.ok ? money(check.fee) : '—'}</dd>
              </div>
              <div className="jl-wd-sum__net">
                <dt>{t('withdraw.net')}</dt>
                <dd data-testid="withdraw-net">{check.ok ? money(check.net) : '—'}</dd>
              </div>
            </dl>
            <Field
              label={t('withdraw.password')}
              name="withdraw_password"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('withdraw.passwordPlaceholder')}
              maxLength={6}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value.replace(/\D/g, '').slice(0, 6));
                setErrors((x) => ({ ...x, password: undefined }));
              }}
              error={errors.password}
              data-testid="withdraw-password"
            />
            {errors.form ? (
              <p className="jl-field__error" role="alert">
                {errors.form}
              </p>
            ) : null}
            <Button type="submit" block size="lg" busy={busy} data-testid="withdraw-submit">
              {check.ok ? `${t('withdraw.submit')} ${money(check.cents)}` : t('withdraw.submit')}
            </Button>
          </section>
        )}
      </form>

      <section className="jl-wd-card jl-wd-rules">
        <dl className="jl-wd-info">
          <div>
            <dt>{t('withdraw.timesLeft')}</dt>
            <dd data-testid="withdraw-times-left">
              {t('withdraw.timesLeftValue', { left: init.times_left, total: init.times_per_day })}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.window')}</dt>
            <dd>{t('withdraw.windowValue', { start: init.window.start, end: init.window.end })}</dd>
          </div>
        </dl>
        <p className="jl-wd-arrival">
          <Icon name="hourglass" size={16} />
          {t('withdraw.arrival')}
        </p>
      </section>
    </div>
  );
}

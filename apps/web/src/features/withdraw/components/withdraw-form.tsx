import { formatAmountInput } from '@jl/core/money/amount-input.ts';
import { parseDecimal } from '@jl/core/money/cents.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { allAmount, formatAmount, formatBps } from '../amounts.ts';
import type { WithdrawInit } from '../api/withdraw-api.ts';
import { useWithdrawForm, type WithdrawFormState } from '../hooks/use-withdraw-form.ts';
import { AccountSummary } from './account-summary.tsx';
import { BlockedNotice } from './blocked-notice.tsx';
import './withdraw.css';

const QUICK = ['50.00', '100.00', '200.00', '500.00'];

type Section = { init: WithdrawInit; state: WithdrawFormState };

function useMoney() {
  const lang = useAppState((s) => s.lang);
  return { lang, money: (value: string | bigint) => formatAmount(value, lang) };
}

/** The withdrawable balance, what is left to wager, and the VIP level. */
function BalanceCard({ init }: { init: WithdrawInit }) {
  const { t } = useTranslation('vip');
  const { money } = useMoney();
  return (
    <section className="jl-wd-card jl-wd-balance" aria-label={t('withdraw.withdrawable')}>
      <p className="jl-wd-balance__label">{t('withdraw.withdrawable')}</p>
      <p className="jl-wd-balance__amount" data-testid="withdrawable">
        {money(init.withdrawable)}
      </p>
      <div className="jl-wd-balance__row">
        {/* Leaving: the wagering no longer holds the own money back, so it is not shown as a condition. */}
        {init.exit ? (
          <span />
        ) : (
          <span>
            {t('withdraw.toWager')} <strong>{money(init.wager_remaining)}</strong>
          </span>
        )}
        <Link to={paths.vip} className="jl-wd-vip">
          {t('vip.level', { level: init.vip_level })}
        </Link>
      </div>
    </section>
  );
}

function BindAccountLink() {
  const { t } = useTranslation('vip');
  return (
    <Link to={paths.withdrawBind} className="jl-wd-empty-account" data-testid="withdraw-bind-link">
      <Icon name="bank" size={22} />
      <span>
        <strong>{t('withdraw.bindAccount')}</strong>
        <small>{t('withdraw.noAccount')}</small>
      </span>
      <Icon name="chevronRight" size={18} />
    </Link>
  );
}

/** The accounts to withdraw to, as large radio cards (or the way to bind the first one). */
function AccountSection({ init, state }: Section) {
  const { t } = useTranslation('vip');
  const { errors } = state;
  return (
    <section className="jl-wd-card" aria-labelledby="wd-account">
      <div className="jl-wd-card__head">
        <h2 id="wd-account" className="jl-wd-card__title">
          {t('withdraw.account')}
        </h2>
      </div>
      {init.accounts.length === 0 ? (
        <BindAccountLink />
      ) : (
        <div
          className="jl-wd-accounts"
          role="radiogroup"
          aria-labelledby="wd-account"
          aria-invalid={errors.account ? true : undefined}
        >
          {init.accounts.map((account) => {
            const selected = state.accountId === account.id;
            return (
              // biome-ignore lint/a11y/useSemanticElements: large account cards as radio options
              <button
                key={account.id}
                type="button"
                role="radio"
                aria-checked={selected}
                className={`jl-wd-account${selected ? ' is-selected' : ''}`}
                onClick={() => {
                  state.setAccountId(account.id);
                  state.clear('account');
                }}
                data-testid="withdraw-account"
              >
                <AccountSummary account={account} />
                <span className="jl-wd-account__radio" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      )}
      {errors.account ? <p className="jl-field__error">{errors.account}</p> : null}
    </section>
  );
}

/** The amount: typed, "all", or a quick value; with the limits as a hint. */
function AmountField({ init, state }: Section) {
  const { t } = useTranslation('vip');
  const { money } = useMoney();
  const quick = QUICK.filter((q) => Number(q) <= Number(init.max));
  const set = (amount: bigint) => {
    state.setAmount(formatAmountInput(amount));
    state.clear('amount');
  };
  return (
    <>
      <AmountInput
        label={t('withdraw.amount')}
        name="amount"
        placeholder={t('withdraw.amountPlaceholder')}
        maxLength={16}
        value={state.amount}
        onChange={(text) => {
          state.setAmount(text);
          state.clear('amount', 'form');
        }}
        error={state.errors.amount}
        hint={t('withdraw.limits', { min: money(init.min), max: money(init.max) })}
        trailing={
          <button
            type="button"
            className="jl-wd-all"
            onClick={() => set(allAmount(init.withdrawable, init.max))}
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
            onClick={() => set(parseDecimal(value) ?? 0n)}
          >
            {money(value)}
          </button>
        ))}
      </div>
    </>
  );
}

/** The amount, the fee and net live, the withdrawal password and the submit button. */
function AmountSection({ init, state }: Section) {
  const { t } = useTranslation('vip');
  const { money } = useMoney();
  const { check, errors } = state;
  return (
    <section className="jl-wd-card" aria-labelledby="wd-amount">
      <h2 id="wd-amount" className="visually-hidden">
        {t('withdraw.amount')}
      </h2>
      <AmountField init={init} state={state} />
      <dl className="jl-wd-sum" aria-live="polite">
        <div>
          <dt>{t('withdraw.fee', { percent: formatBps(init.fee_bps) })}</dt>
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
        value={state.password}
        onChange={(e) => {
          state.setPassword(e.target.value.replace(/\D/g, '').slice(0, 6));
          state.clear('password');
        }}
        error={errors.password}
        data-testid="withdraw-password"
      />
      {errors.form ? (
        <p className="jl-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" block size="lg" busy={state.busy} data-testid="withdraw-submit">
        {check.ok ? `${t('withdraw.submit')} ${money(check.cents)}` : t('withdraw.submit')}
      </Button>
    </section>
  );
}

/** Times left today, the window, and when the money arrives. */
function RulesCard({ init }: { init: WithdrawInit }) {
  const { t } = useTranslation('vip');
  return (
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
  );
}

/** On an exit path: what this withdrawal releases and what it forfeits, before the player confirms. */
function ExitNotice({ exit }: { exit: NonNullable<WithdrawInit['exit']> }) {
  const { t } = useTranslation('vip');
  const lang = useAppState((s) => s.lang);
  const amounts = { own: formatAmount(exit.own_locked, lang), bonus: formatAmount(exit.bonus_forfeit, lang) };
  return (
    <p className="jl-wd-blocked" role="status" data-testid="withdraw-exit" data-reason={exit.reason}>
      {t('withdraw.exitNotice', amounts)}
      {exit.bonus_forfeit === '0.00' ? null : ` ${t('withdraw.exitForfeit', amounts)}`}
    </p>
  );
}

/**
 * The withdraw page body: balances, the accounts to choose from, the amount with "all" and quick
 * buttons, fee and net live, times left today, the window and the arrival note, and the withdrawal
 * password. Rules the server reports before submitting are shown first, with a link to what fixes
 * them. The state and the submit are `hooks/use-withdraw-form.ts`.
 */
export function WithdrawForm({ init, exit }: { init: WithdrawInit; exit?: 'closure' }) {
  const state = useWithdrawForm(init, exit);
  const blocked = init.blocked;
  return (
    <div className="jl-wd">
      <BalanceCard init={init} />
      {init.exit ? <ExitNotice exit={init.exit} /> : null}
      {blocked ? <BlockedNotice blocked={blocked} /> : null}
      <form ref={state.form} className="jl-wd-form" onSubmit={state.submit} noValidate>
        <AccountSection init={init} state={state} />
        {blocked?.error === 'WITHDRAW_VIP_TOO_LOW' ? null : <AmountSection init={init} state={state} />}
      </form>
      <RulesCard init={init} />
    </div>
  );
}

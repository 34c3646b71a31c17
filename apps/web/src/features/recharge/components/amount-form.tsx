import { maskCpfForDisplay } from '@jl/core/br/cpf.ts';
import { formatMoney, parseDecimal, toDecimal } from '@jl/core/money/cents.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useAppState } from '../../../lib/store.ts';
import { createRecharge, type RechargeInfo, type RechargeInit } from '../api/recharge-api.ts';
import { checkAmount } from '../validation.ts';
import './recharge.css';
import { useIntentKeys } from '../../../lib/idempotency-key.ts';

export type AmountFormProps = { init: RechargeInit; info: RechargeInfo };

/**
 * Presets and a custom amount (the minimum shown), then one Pix charge. The Idempotency-Key stays
 * the same for the same amount while the page is open, so a double tap or a retry after a dropped
 * connection gets the same order instead of a second charge.
 */
export function AmountForm({ init, info }: AmountFormProps) {
  const { t } = useTranslation(['pay', 'common']);
  const lang = useAppState((s) => s.lang);
  const navigate = useNavigate();
  const [preset, setPreset] = useState<string | null>(init.presets[1] ?? init.presets[0] ?? null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useIntentKeys();

  const typed = custom.trim() || preset || '';
  const check = checkAmount(typed, init.min, init.max);
  const parsed = parseDecimal(typed);
  const typedCents = parsed !== null && parsed > 0n ? parsed : null;
  const money = (value: string | bigint) =>
    formatMoney(typeof value === 'bigint' ? value : (parseDecimal(value) ?? 0n), lang);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) {
      setError(
        'limit' in check ? t(check.key, { min: money(check.limit), max: money(check.limit) }) : t(check.key),
      );
      return;
    }
    const amount = toDecimal(check.cents);
    setBusy(true);
    const result = await createRecharge(amount, keys.of(amount));
    setBusy(false);
    if (result && result.code === 1) {
      const order = result.data;
      navigate(`${paths.rechargeResult}?order_no=${encodeURIComponent(order.order_no)}`);
    }
  };

  return (
    <form className="jl-recharge" onSubmit={submit} noValidate>
      <section className="jl-recharge-card">
        <div className="jl-recharge-card__head">
          <h2 className="jl-recharge-card__title">{t('recharge.amountTitle')}</h2>
          <span className="jl-recharge-channel">
            <Icon name="sparkles" size={14} />
            {t('recharge.channel')}
          </span>
        </div>
        <div className="jl-presets" role="radiogroup" aria-label={t('recharge.amountTitle')}>
          {init.presets.map((value) => {
            const selected = !custom.trim() && preset === value;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a grid of large tap targets styled as chips
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={selected}
                className={`jl-preset${selected ? ' is-selected' : ''}`}
                onClick={() => {
                  setPreset(value);
                  setCustom('');
                  setError(null);
                }}
              >
                {money(value)}
              </button>
            );
          })}
        </div>
        <Field
          label={t('recharge.custom')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('recharge.customPlaceholder')}
          maxLength={12}
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value.replace(/[^\d.,]/g, ''));
            setError(null);
          }}
          error={error}
          hint={t('recharge.limits', { min: money(init.min), max: money(init.max) })}
          data-testid="recharge-amount"
        />
        <Button type="submit" block size="lg" busy={busy} disabled={!typed} data-testid="recharge-submit">
          {typedCents ? t('recharge.submit', { amount: money(typedCents) }) : t('recharge.submitEmpty')}
        </Button>
      </section>

      <section className="jl-recharge-card jl-recharge-payer">
        <div className="jl-recharge-card__head">
          <h2 className="jl-recharge-card__title">{t('recharge.payerTitle')}</h2>
          <Link to={paths.rechargeInfo} className="jl-recharge-link">
            {t('recharge.editInfo')}
          </Link>
        </div>
        <p className="jl-recharge-payer__name">{info.name}</p>
        <p className="jl-recharge-payer__cpf">CPF {info.cpf ? maskCpfForDisplay(info.cpf) : ''}</p>
        <p className="jl-recharge-card__note">
          <Icon name="shield" size={16} />
          {t('recharge.payerNote')}
        </p>
      </section>
      <p className="jl-recharge-footnote">{t('recharge.wagerNote')}</p>
    </form>
  );
}

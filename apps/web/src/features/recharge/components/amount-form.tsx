import { maskCpfForDisplay } from '@jl/core/br/cpf.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import type { RechargeInfo, RechargeInit } from '../api/recharge-api.ts';
import { useAmountForm } from '../hooks/use-amount-form.ts';
import { DepositTerms } from './deposit-terms.tsx';
import './recharge.css';

export type AmountFormProps = { init: RechargeInit; info: RechargeInfo };

type AmountState = ReturnType<typeof useAmountForm>;

/** The amount: the presets, a custom amount with the limits, and the submit with the amount on it. */
function AmountCard({ init, form }: { init: RechargeInit; form: AmountState }) {
  const { t } = useTranslation(['pay', 'common']);
  const { custom, money, typedCents } = form;
  return (
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
          const selected = !custom.trim() && form.preset === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a grid of large tap targets styled as chips
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`jl-preset${selected ? ' is-selected' : ''}`}
              onClick={() => form.choosePreset(value)}
            >
              {money(value)}
            </button>
          );
        })}
      </div>
      <AmountInput
        label={t('recharge.custom')}
        name="amount"
        placeholder={t('recharge.customPlaceholder')}
        maxLength={16}
        value={custom}
        onChange={form.typeCustom}
        error={form.error}
        hint={t('recharge.limits', { min: money(init.min), max: money(init.max) })}
        data-testid="recharge-amount"
      />
      <Button
        type="submit"
        block
        size="lg"
        busy={form.busy}
        disabled={!form.typed}
        data-testid="recharge-submit"
      >
        {typedCents ? t('recharge.submit', { amount: money(typedCents) }) : t('recharge.submitEmpty')}
      </Button>
    </section>
  );
}

/** Who pays: the saved name and masked CPF, with the way to edit them. */
function PayerCard({ info }: { info: RechargeInfo }) {
  const { t } = useTranslation(['pay', 'common']);
  return (
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
  );
}

/**
 * Presets and a custom amount (the minimum shown), then one Pix charge (`hooks/use-amount-form.ts`,
 * one Idempotency-Key per amount while the page is open).
 */
export function AmountForm({ init, info }: AmountFormProps) {
  const form = useAmountForm(init);
  return (
    <form className="jl-recharge" onSubmit={form.submit} noValidate>
      <AmountCard init={init} form={form} />
      <DepositTerms cents={form.typedCents} />
      <PayerCard info={info} />
    </form>
  );
}

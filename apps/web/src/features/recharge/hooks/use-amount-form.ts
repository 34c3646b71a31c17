import { parseAmountInput } from '@jl/core/money/amount-input.ts';
import { formatMoney, parseDecimal, toDecimal } from '@jl/core/money/cents.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useIntentKeys } from '../../../lib/idempotency-key.ts';
import { useAppState } from '../../../lib/store.ts';
import { createRecharge, type RechargeInit } from '../api/recharge-api.ts';
import { checkAmount } from '../validation.ts';

/**
 * The deposit amount (a preset, or a custom amount that takes over while typed), its check and the
 * submit that creates one Pix charge. The Idempotency-Key stays the same for the same amount while
 * the page is open, so a double tap or a retry after a dropped connection gets the same order.
 */
export function useAmountForm(init: RechargeInit) {
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
  const parsed = custom.trim()
    ? parseAmountInput(custom)
    : { ok: true as const, cents: parseDecimal(typed) ?? 0n };
  const typedCents = parsed.ok && parsed.cents > 0n ? parsed.cents : null;
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

  const choosePreset = (value: string) => {
    setPreset(value);
    setCustom('');
    setError(null);
  };
  const typeCustom = (value: string) => {
    setCustom(value);
    setError(null);
  };

  return { preset, custom, error, busy, typed, typedCents, money, submit, choosePreset, typeCustom };
}

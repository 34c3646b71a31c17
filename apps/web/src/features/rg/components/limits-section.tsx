import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/ui/amount-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useAppState } from '../../../lib/store.ts';
import { cancelRgLimitChange, type RgLimit, type RgStatus, setRgLimit } from '../api/rg-api.ts';
import { formatAmount, formatLimit, formatWhen, limitAmountWire } from '../format.ts';

type Props = { status: RgStatus; onChanged: (next: RgStatus) => void };

/** The player's limits, one card per kind with its periods: in force, used, pending, and a form to change. */
export function LimitsSection({ status, onChanged }: Props) {
  const { t } = useTranslation('rg');
  const kinds = ['deposit', 'loss', 'stake', 'session'] as const;
  return (
    <section className="jl-rg-section" aria-labelledby="rg-limits-title">
      <h2 id="rg-limits-title" className="jl-rg-section__title">
        {t('limits.title')}
      </h2>
      <p className="jl-rg-section__body">{t('intro')}</p>
      {kinds.map((kind) => (
        <div key={kind} className="jl-rg-card">
          <h3 className="jl-rg-card__title">{t(`kind.${kind}`)}</h3>
          <p className="jl-rg-card__hint">{t(`kindHint.${kind}`)}</p>
          {status.limits
            .filter((l) => l.kind === kind)
            .map((limit) => (
              <LimitRow key={limit.period} limit={limit} onChanged={onChanged} />
            ))}
        </div>
      ))}
    </section>
  );
}

type RowProps = { limit: RgLimit; onChanged: (next: RgStatus) => void };

function useLimitWords() {
  const { t } = useTranslation('rg');
  return { none: t('limits.none'), minutes: (minutes: string) => t('limits.minutes', { minutes }) };
}

/** A change that takes effect later (an increase or a removal waits 24 h; docs/COMPLIANCE.md), with its cancel. */
function PendingChange({ limit, onChanged }: RowProps) {
  const { t } = useTranslation('rg');
  const lang = useAppState((s) => s.lang);
  const words = useLimitWords();
  if (!limit.pending) return null;
  async function cancel() {
    const answer = await cancelRgLimitChange(limit);
    if (answer && answer.code === 1) onChanged(answer.data);
  }
  return (
    <p className="jl-rg-limit__pending">
      {limit.pending.amount === null
        ? t('limits.pendingRemoval', { at: formatWhen(limit.pending.effective_at, lang) })
        : t('limits.pending', {
            amount: formatLimit(limit.kind, limit.pending.amount, lang, words),
            at: formatWhen(limit.pending.effective_at, lang),
          })}
      <Button variant="ghost" size="sm" onClick={() => void cancel()}>
        {t('limits.cancelPending')}
      </Button>
    </p>
  );
}

/** The new limit (minutes for a session limit, an amount otherwise), saved or removed. */
function LimitForm({ limit, onChanged, onDone }: RowProps & { onDone: () => void }) {
  const { t } = useTranslation('rg');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isSession = limit.kind === 'session';
  const label = t(`period.${limit.period}`);

  async function save(amount: string) {
    const text = amount.trim();
    const wire = isSession ? text : limitAmountWire(text);
    if (text !== '') {
      const valid = isSession ? /^\d{1,4}$/.test(text) && +text >= 5 && +text <= 1440 : wire !== null;
      if (!valid) {
        setError(t(isSession ? 'limits.invalidMinutes' : 'limits.invalidAmount'));
        return;
      }
    }
    setError(null);
    const answer = await setRgLimit(limit, wire ?? '');
    if (answer && answer.code === 1) {
      setValue('');
      onChanged(answer.data);
      onDone();
    }
  }

  return (
    <form
      className="jl-rg-limit__form"
      onSubmit={(event) => {
        event.preventDefault();
        void save(value);
      }}
    >
      {isSession ? (
        <Field
          label={`${t('limits.minutesLabel')} · ${label}`}
          inputMode="numeric"
          value={value}
          error={error}
          maxLength={4}
          autoFocus
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <AmountInput
          label={`${t('limits.amountLabel')} · ${label}`}
          value={value}
          error={error}
          maxLength={13}
          autoFocus
          onChange={setValue}
        />
      )}
      <div className="jl-rg-limit__actions">
        <Button type="submit" size="sm" disabled={value.trim() === ''}>
          {t('limits.save')}
        </Button>
        {limit.amount !== null && !limit.pending ? (
          <Button variant="secondary" size="sm" onClick={() => void save('')}>
            {t('limits.remove')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('limits.close')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One period's limit: in force, used so far, a pending change, and "Alterar", which opens the form to
 * change it (one short row per limit, not eight open forms on one page).
 */
function LimitRow({ limit, onChanged }: RowProps) {
  const { t } = useTranslation('rg');
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const lang = useAppState((s) => s.lang);
  const words = useLimitWords();
  const used =
    limit.used === null
      ? null
      : limit.kind === 'session'
        ? t('limits.used', { used: t('limits.minutes', { minutes: limit.used }) })
        : t('limits.used', { used: formatAmount(limit.used, lang) });
  return (
    <div className="jl-rg-limit" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className="jl-rg-limit__head">
        <span className="jl-rg-limit__period">{t(`period.${limit.period}`)}</span>
        <strong className="jl-rg-limit__amount">{formatLimit(limit.kind, limit.amount, lang, words)}</strong>
        {editing ? null : (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={false}
            aria-controls={formId}
            aria-label={`${t('limits.change')} · ${t(`kind.${limit.kind}`)} · ${t(`period.${limit.period}`)}`}
            onClick={() => setEditing(true)}
          >
            {t('limits.change')}
          </Button>
        )}
      </div>
      {limit.amount !== null && used ? <p className="jl-rg-limit__used">{used}</p> : null}
      <PendingChange limit={limit} onChanged={onChanged} />
      {editing ? (
        <div id={formId}>
          <LimitForm limit={limit} onChanged={onChanged} onDone={() => setEditing(false)} />
        </div>
      ) : null}
    </div>
  );
}

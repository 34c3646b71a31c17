import { useState } from 'react';
import { t } from '../../lib/i18n.ts';
import { DayField } from '../form/day-input.tsx';

/** The server-side filters and sort of a staff list (docs/API.md "Sorting and filtering lists"). */
export type ListFilter = {
  from?: string;
  to?: string;
  min?: string;
  max?: string;
  vip?: number;
  sort?: string;
};

const clean = (f: ListFilter): ListFilter =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as ListFilter;

/**
 * Date range, amount range, VIP level and sort of a list, applied together (the server checks each and
 * answers a refusal in the staff member's language, shown by the list). `sorts` are the list's columns.
 */
export function ListFilters(props: {
  value: ListFilter;
  onChange: (next: ListFilter) => void;
  sorts: readonly string[];
  amount?: boolean;
  vip?: boolean;
}) {
  const [draft, setDraft] = useState<ListFilter>(props.value);
  const set = (key: keyof ListFilter, v: string) =>
    setDraft({ ...draft, [key]: key === 'vip' ? (v === '' ? undefined : Number(v)) : v });
  const text = (key: 'min' | 'max') => (
    <label className="field">
      <span>{t(`backoffice.list.${key}`)}</span>
      <input
        className="input"
        inputMode="decimal"
        value={draft[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
      />
    </label>
  );
  const day = (key: 'from' | 'to') => (
    <DayField label={t(`backoffice.list.${key}`)} value={draft[key]} onChange={(v) => set(key, v)} />
  );
  return (
    <form
      className="row list-filters"
      onSubmit={(e) => {
        e.preventDefault();
        props.onChange(clean(draft));
      }}
    >
      {day('from')}
      {day('to')}
      {props.amount && text('min')}
      {props.amount && text('max')}
      {props.vip && (
        <label className="field">
          <span>{t('backoffice.list.vip')}</span>
          <input
            className="input"
            type="number"
            min={0}
            value={draft.vip ?? ''}
            onChange={(e) => set('vip', e.target.value)}
          />
        </label>
      )}
      <label className="field">
        <span>{t('backoffice.list.sort')}</span>
        <select className="input" value={draft.sort ?? ''} onChange={(e) => set('sort', e.target.value)}>
          <option value="">{t('backoffice.list.sortDefault')}</option>
          {props.sorts
            .flatMap((c) => [c, `-${c}`])
            .map((s) => (
              <option key={s} value={s}>
                {t(`backoffice.list.sorts.${s.replace(/^-/, '')}`)} {s.startsWith('-') ? '↓' : '↑'}
              </option>
            ))}
        </select>
      </label>
      <button className="btn small primary" type="submit">
        {t('backoffice.list.apply')}
      </button>
      <button
        className="btn small"
        type="button"
        onClick={() => {
          setDraft({});
          props.onChange({});
        }}
      >
        {t('backoffice.list.clear')}
      </button>
    </form>
  );
}

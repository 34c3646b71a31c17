import { isCalendarDate, maskBrazilianDay, parseBrazilianDay } from '@jl/core/date-input.ts';
import { formatBrazilianDay } from '@jl/core/dates.ts';
import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n.ts';

/** The text a day shows as: `YYYY-MM-DD` as dd/mm/aaaa, anything else (half typed) as it is. */
const shown = (value: string | undefined) => (value ? formatBrazilianDay(value) || value : '');

/**
 * A São Paulo day typed as Brazilians write it, dd/mm/aaaa, in every locale — not the browser's own
 * date picker, whose format follows the browser's language (docs/PRODUCT.md "Back-office lists").
 * `value` and `onChange` carry `YYYY-MM-DD`; text that names no day is handed on as typed, so the
 * server refuses it naming the field.
 */
export function DayField(props: {
  label: string;
  value: string | undefined;
  onChange: (day: string) => void;
}) {
  const [text, setText] = useState(shown(props.value));
  useEffect(() => setText(shown(props.value)), [props.value]);
  return (
    <label className="field date">
      <span>{props.label}</span>
      <input
        className="input"
        inputMode="numeric"
        maxLength={10}
        placeholder={t('backoffice.list.dayPlaceholder')}
        value={text}
        onChange={(e) => {
          const masked = maskBrazilianDay(e.target.value);
          setText(masked);
          props.onChange(masked === '' ? '' : (parseBrazilianDay(masked) ?? masked));
        }}
      />
    </label>
  );
}

/** For fields applied as they change: only a whole day is handed on. */
export const wholeDay = (day: string) => isCalendarDate(day);

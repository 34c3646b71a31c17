import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale, setLocale, t, useLocale } from '../../lib/i18n.ts';

/**
 * The staff member's language (five, each named in itself). Choosing one loads its catalogs, re-renders
 * every screen and refetches what is on screen, so the server's texts follow (it reads the `lang`
 * header). If the language cannot load (offline), the screen stays as it was and says so. `compact`
 * keeps the label for screen readers only (the sidebar, where the choice shows its own name).
 */
export function LanguageSwitcher(props: { className?: string; compact?: boolean }) {
  const locale = useLocale();
  const client = useQueryClient();
  const [failed, setFailed] = useState(false);
  return (
    <label className={`language ${props.className ?? ''}`}>
      <span className={props.compact ? 'visually-hidden' : undefined}>{t('backoffice.shell.language')}</span>
      <select
        className="input language-select"
        name="language"
        value={locale}
        onChange={(e) => {
          setFailed(false);
          setLocale(e.target.value as Locale).then(
            () => void client.invalidateQueries(),
            () => setFailed(true),
          );
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      {failed && (
        <span className="field-error" role="alert">
          {t('backoffice.shell.languageFailed')}
        </span>
      )}
    </label>
  );
}

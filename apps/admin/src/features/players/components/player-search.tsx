import { useState } from 'react';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { t } from '../../../lib/i18n.ts';
import type { PlayerSearch } from '../api/players-api.ts';

/** The search box (sent on submit) and the "closed accounts" switch (applied at once). */
export function PlayerSearchForm(props: { search: PlayerSearch; onSearch: (search: PlayerSearch) => void }) {
  const { q, closed } = props.search;
  const [draft, setDraft] = useState(q);
  return (
    <SubmitForm
      className="row"
      style={{ marginBottom: 14 }}
      onSubmit={() => props.onSearch({ q: draft.trim(), closed })}
    >
      <input
        className="input"
        style={{ maxWidth: 420 }}
        name="q"
        placeholder={t('backoffice.players.placeholder')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button className="btn primary" type="submit">
        {t('backoffice.players.search')}
      </button>
      <label className="row" style={{ gap: 6 }}>
        <input
          type="checkbox"
          checked={closed}
          onChange={(e) => props.onSearch({ q, closed: e.target.checked })}
        />
        {t('backoffice.player.closedFilter')}
      </label>
    </SubmitForm>
  );
}

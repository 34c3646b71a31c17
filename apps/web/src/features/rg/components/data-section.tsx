import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { downloadExport } from '../api/rg-api.ts';

/** `GET /user/export` as a file: the button of the data section, offered again before closing. */
export function ExportButton(props: { variant?: 'secondary' | 'ghost' }) {
  const { t } = useTranslation(['rg', 'common']);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={props.variant ?? 'secondary'}
      busy={busy}
      onClick={async () => {
        setBusy(true);
        const ok = await downloadExport();
        setBusy(false);
        if (!ok) showToast(t('common:messages.serverError'), 'error');
      }}
    >
      {t('data.export')}
    </Button>
  );
}

/** LGPD: download every record kept about the player. */
export function DataSection() {
  const { t } = useTranslation(['rg', 'common']);
  return (
    <section className="jl-rg-section" aria-labelledby="rg-data-title">
      <h2 id="rg-data-title" className="jl-rg-section__title">
        {t('data.title')}
      </h2>
      <p className="jl-rg-section__body">{t('data.body')}</p>
      <div className="jl-rg-choices">
        <ExportButton />
      </div>
    </section>
  );
}

import type { SettingsSection } from '@jl/core/contracts/admin-settings-sections.ts';
import { useParams } from 'react-router';
import { PageHead } from '../../../components/ui/page.tsx';
import { SECTIONS } from '../../../features/settings/api/settings-api.ts';
import { SectionEditor } from '../../../features/settings/components/section-editor.tsx';
import { SettingsNav } from '../../../features/settings/components/settings-nav.tsx';
import { t } from '../../../lib/i18n.ts';

/**
 * One settings section (owner): a form built from the stored value, checked as it is typed by the
 * same zod schema the server applies, a review of every changed field (before → after), and a save
 * with a reason that the server writes to the audit log in the same transaction as the change.
 */
export function SettingsPage() {
  const params = useParams();
  const section = (
    SECTIONS.includes(params.section as SettingsSection) ? params.section : 'site'
  ) as SettingsSection;
  return (
    <>
      <PageHead title={t('backoffice.settings.title')} lead={t('backoffice.settings.lead')} />
      <SettingsNav />
      <SectionEditor key={section} section={section} />
    </>
  );
}

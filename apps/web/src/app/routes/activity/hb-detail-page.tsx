import { useTranslation } from 'react-i18next';
import { ActivityRecords } from '../../../features/activity/components/activity-records.tsx';
import '../../../features/activity/components/activity.css';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** hbDetail — the red envelope's records: spins with their proof (verifiable here), invite spins, envelopes. */
export default function HbDetailPage({ route }: PageProps) {
  const { t } = useTranslation('activity');
  return (
    <PageFrame route={route}>
      <div className="jl-act">
        <p className="jl-act-note">{t('fair.pending')}</p>
        <ActivityRecords code="red_envelope" />
      </div>
    </PageFrame>
  );
}

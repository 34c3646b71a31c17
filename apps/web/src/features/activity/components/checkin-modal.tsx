import { saoPauloDay } from '@jl/core/dates.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/ui/popup.tsx';
import { useAppState } from '../../../lib/store.ts';
import { activityKeys, fetchActivityDetail } from '../api/activity-api.ts';
import { CheckinPanel } from './checkin-panel.tsx';

const DISMISSED_KEY = 'jl:checkin-dismissed';

/**
 * Home's daily check-in modal (docs/SPECIFICATION.md §2): opens once a São Paulo day for a logged-in player who has not
 * checked in yet and for whom the activity is on and allowed, once no other popup is open; "later"
 * hides it until tomorrow.
 */
export function CheckinModal() {
  const { t } = useTranslation('activity');
  const member = useAppState((s) => s.member?.member_id ?? null);
  // Never on top of another popup: the login, registration and responsible-gaming notice come first.
  const otherPopup = useAppState((s) => s.loginPopup || s.regPopup || s.loginNotice);
  const today = saoPauloDay(new Date());
  const [dismissed, setDismissed] = useState(() => readDismissed() === today);
  const detail = useQuery({
    queryKey: activityKeys.detail('checkin', member),
    queryFn: () => fetchActivityDetail('checkin'),
    enabled: member !== null && !dismissed,
    staleTime: 60_000,
  });
  const data = detail.data;
  const open =
    !dismissed && !otherPopup && data !== null && data !== undefined && data.activity.state === 'claimable';
  const close = () => {
    writeDismissed(today);
    setDismissed(true);
  };
  if (!data) return null;
  return (
    <Popup
      open={open}
      onClose={close}
      variant="center"
      title={t('checkin.title')}
      closeLabel={t('actions.later')}
    >
      <CheckinPanel detail={data} onDone={close} />
    </Popup>
  );
}

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(day: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, day);
  } catch {
    // Private mode: the modal just shows again next time.
  }
}

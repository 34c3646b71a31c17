import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { rgKeys, rgStatusQuery } from '../../features/rg/api/rg-api.ts';
import { ClosedNotice } from '../../features/rg/components/closure-section.tsx';
import { LimitsSetupSheet } from '../../features/rg/components/limits-setup.tsx';
import { RiskNoticeSheet } from '../../features/rg/components/risk-notice.tsx';
import '../../features/rg/components/rg.css';
import { setAppState, useAppState } from '../../lib/store.ts';

/**
 * The player-facing responsible-gaming parts that belong to no page: the goodbye after an account
 * closure (the app has signed out, so no member page can show it), and in br-regulated (docs/COMPLIANCE.md
 * "What `br-regulated` adds") the risk notice after every login and the limits step before the first deposit
 * or round (sign-up, or the first login of a player who registered before the profile was switched on).
 */
export function RgHost() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const regulated = useAppState((s) => s.config?.compliance?.profile === 'br-regulated');
  const token = useAppState((s) => s.token);
  const loginNotice = useAppState((s) => s.loginNotice);
  const closedNotice = useAppState((s) => s.closedNotice);
  const status = useQuery({
    ...rgStatusQuery,
    enabled: regulated && Boolean(token),
  });
  const closed = <ClosedNotice open={closedNotice} onClose={() => setAppState({ closedNotice: false })} />;
  if (!regulated) return closed;
  const setupOpen = Boolean(token) && status.data?.limits_required === true;
  return (
    <>
      {closed}
      <LimitsSetupSheet open={setupOpen} onDone={(next) => queryClient.setQueryData(rgKeys.status, next)} />
      <RiskNoticeSheet
        open={loginNotice && !setupOpen}
        onClose={() => setAppState({ loginNotice: false })}
        onTools={() => {
          setAppState({ loginNotice: false });
          navigate(paths.responsibleGaming);
        }}
      />
    </>
  );
}

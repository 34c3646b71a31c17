import { payApi } from '@jl/core/routes/pay.ts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { readLanding } from '../../lib/landing.ts';
import { setAppState, type UserInfo, useAppState } from '../../lib/store.ts';
import { usePageSettled } from '../../lib/use-page-settled.ts';
import { consentStore } from './consent.ts';
import { firePurchase } from './pixels.ts';

/** docs/SPECIFICATION.md §9: the first-deposit report is retried every 20 s. */
export const FIRST_DEPOSIT_RETRY_MS = 20_000;

export type ReportOutcome = 'no-deposit' | 'reported' | 'already' | 'retry';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function rememberUserInfo(patch: UserInfo): void {
  setAppState((prev) =>
    prev.member
      ? { member: { ...prev.member, userInfo: { ...(prev.member.userInfo ?? {}), ...patch } } }
      : {},
  );
}

/**
 * One round of the docs/SPECIFICATION.md §4 loop: read `/user/fb`; when the player has deposited and the first deposit
 * was not reported, report it (`/activity/Fbb` with pixId = the stored kwaiId unless it is the string
 * 'null', else fbId, and the ageCode) and on code 1 fire the Purchase and first-deposit pixel events.
 * Anything else is tried again on the next round. All of it is quiet: no toasts, no loading overlay.
 */
export async function reportFirstDeposit(): Promise<ReportOutcome> {
  const fb = await call(payApi.userFb, {}, { toast: false });
  if (fb === false || fb.code !== 1 || !fb.data?.userInfo) return 'retry';
  const { accumulated_recharge, is_fb } = fb.data.userInfo;
  rememberUserInfo({ accumulated_recharge, is_fb });
  if (is_fb === 1) return 'already';
  const amount = Number(accumulated_recharge);
  if (!(amount > 0)) return 'no-deposit';
  const landing = readLanding(storage());
  const pixId = landing.kwaiId && landing.kwaiId !== 'null' ? landing.kwaiId : landing.fbId;
  const report = await call(payApi.firstDepositReport, { pixId, ageCode: landing.ageCode }, { toast: false });
  if (report === false || report.code !== 1) return 'retry';
  rememberUserInfo({ is_fb: 1 });
  // `recorded: false` means another tab or device reported it first and fired the events there.
  if (report.data?.recorded !== false && consentStore.get() === 'granted') firePurchase(amount);
  return 'reported';
}

/**
 * Runs the loop while a member is logged in, until the first deposit is reported (is_fb = 1), from
 * `BEACON_DELAY_MS` after the app starts (the page's own requests first).
 */
export function useFirstDepositReporting(): void {
  const memberId = useAppState((s) => (s.token ? (s.member?.member_id ?? null) : null));
  const isFb = useAppState((s) => s.member?.userInfo?.is_fb);
  const settled = usePageSettled();
  useQuery({
    queryKey: ['tracking', 'first-deposit', memberId],
    queryFn: reportFirstDeposit,
    enabled: settled && memberId !== null && isFb !== 1,
    refetchInterval: FIRST_DEPOSIT_RETRY_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}

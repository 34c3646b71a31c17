import type { FundLogPage } from '@jl/core/contracts/wallet.ts';
import { walletApi } from '@jl/core/routes/wallet.ts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, callData } from '../../../lib/api-client.ts';
import { type RangeKey, rangeDates } from '../date-range.ts';

export type { FundLogItem, FundLogPage, WalletInfo } from '@jl/core/contracts/wallet.ts';

/** Fund-log page size: a screenful and a half of rows on a 390×844 phone. */
export const FUND_LOG_PAGE_SIZE = 20;

export type FundLogFilter = { type: number | null; range: RangeKey };

export const walletKeys = {
  all: ['wallet'] as const,
  info: ['wallet', 'info'] as const,
  fundLog: (filter: FundLogFilter) => ['wallet', 'fund-log', filter.type, filter.range] as const,
};

/**
 * `GET /wallet/info`: the Mine wallet card. Balances change behind the player's back (game rounds,
 * Pix credits), so it is always stale and refetches when the app regains focus.
 */
/** The wallet's info as the pages ask for it (always fresh: money). */
export const walletInfoQuery = queryOptions({
  queryKey: walletKeys.info,
  queryFn: async () => {
    const info = await callData(walletApi.info, {}, { toast: false });
    if (!info) throw new Error('wallet info not loaded');
    return info;
  },
  staleTime: 0,
  refetchOnWindowFocus: true,
});

export function useWalletInfo(enabled = true) {
  return useQuery({ ...walletInfoQuery, enabled });
}

/**
 * `POST /wallet/unlock`. Quiet: the caller shows the outcome itself, because the server's success
 * message carries the amount as a wire decimal and the card formats it (R$ 1.234,56 in every language).
 */
export const unlockWithdrawals = (key: string) =>
  call(walletApi.unlock, {}, { loading: true, toast: false, key });

/** One page of `GET /fund/log` for a filter; the date range is worked out when the page is fetched. */
export async function fetchFundLogPage(
  filter: FundLogFilter,
  page: number,
  now: Date = new Date(),
): Promise<FundLogPage> {
  const data = await callData(walletApi.fundLog, {
    type: filter.type ?? undefined,
    ...rangeDates(filter.range, now),
    page,
    size: FUND_LOG_PAGE_SIZE,
  });
  if (!data) throw new Error('fund log not loaded');
  return data;
}

/** The fund log as an infinite list: the next page while `page × size < total`. */
export function useFundLog(filter: FundLogFilter) {
  return useInfiniteQuery({
    queryKey: walletKeys.fundLog(filter),
    queryFn: ({ pageParam }) => fetchFundLogPage(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

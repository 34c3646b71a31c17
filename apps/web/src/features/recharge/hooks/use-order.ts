import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchOrder, fetchRechargeInit, type RechargeOrder, rechargeKeys } from '../api/recharge-api.ts';
import { useSecondsLeft } from './use-seconds-left.ts';

/** How often the result page asks whether the Pix arrived. */
export const ORDER_POLL_MS = 3000;

type Loaded = { kind: 'order'; order: RechargeOrder } | { kind: 'missing' };

async function loadOrder(orderNo: string): Promise<Loaded> {
  const result = await fetchOrder(orderNo);
  if (!result) throw new Error('unreachable');
  if (result.code === 1) return { kind: 'order', order: result.data };
  return { kind: 'missing' };
}

/**
 * A deposit order, polled every 3 s while it waits, with the seconds left to its expiry (asked once
 * more when they run out). When it turns from waiting to paid, `justPaid` is set and everything that
 * shows a balance is refreshed.
 */
export function useOrder(orderNo: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: rechargeKeys.order(orderNo),
    queryFn: () => loadOrder(orderNo),
    enabled: orderNo !== '',
    staleTime: 0,
    retry: 2,
    refetchInterval: (q) =>
      q.state.data?.kind === 'order' && q.state.data.order.status === 'wait' ? ORDER_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const init = useQuery({ queryKey: rechargeKeys.init, queryFn: fetchRechargeInit, staleTime: 60_000 });
  const order = query.data?.kind === 'order' ? query.data.order : null;
  const secondsLeft = useSecondsLeft(order?.status === 'wait' ? order.expires_at : null);
  const [justPaid, setJustPaid] = useState(false);

  // Expired on screen: ask once more, the server turns it to `fail` (or it was paid at the last second).
  useEffect(() => {
    if (order?.status === 'wait' && secondsLeft === 0) void query.refetch();
  }, [order?.status, secondsLeft, query.refetch]);

  const status = order?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'wait' && status === 'success') {
      setJustPaid(true);
      // Balances, VIP progress and the first-deposit report all changed.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'recharge' });
      void queryClient.invalidateQueries({ queryKey: rechargeKeys.record });
    }
    previous.current = status;
  }, [status, queryClient]);

  return { query, order, secondsLeft, justPaid, sandbox: init.data?.sandbox_payer_url };
}

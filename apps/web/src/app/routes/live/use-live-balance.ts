import { formatMoney, parseDecimal } from '@jl/core/money/cents.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useWalletInfo, walletKeys } from '../../../features/wallet/api/wallet-api.ts';

/**
 * The player's balance for a live screen, formatted (null when signed out or not loaded yet), and a
 * refresh to call after a bet and when a round ends.
 */
export function useLiveBalance(signedIn: boolean) {
  const query = useWalletInfo(signedIn);
  const client = useQueryClient();
  const balance = query.data ? formatMoney(parseDecimal(query.data.balance) ?? 0n) : null;
  const refresh = () => void client.invalidateQueries({ queryKey: walletKeys.info });
  return { balance, refresh };
}

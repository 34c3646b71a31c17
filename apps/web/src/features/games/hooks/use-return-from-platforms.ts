import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLoggedIn } from '../../../lib/session.ts';
import { returnFromPlatforms } from '../api/games-api.ts';

/**
 * On a lobby visit, money a player left in a transfer platform (a closed tab, a lost connection)
 * comes back to the wallet (docs/LEDGER.md "External platforms"). Quiet: balances refresh when something came
 * back.
 */
export function useReturnFromPlatforms(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn()) return;
    let cancelled = false;
    void returnFromPlatforms().then((answer) => {
      if (cancelled || !answer || answer.code !== 1) return;
      if (answer.data.returned.length > 0) {
        void client.invalidateQueries({ queryKey: ['wallet'] });
        void client.invalidateQueries({ queryKey: ['account'] });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [client]);
}

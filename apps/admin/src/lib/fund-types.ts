import { label, t } from './i18n.ts';

/** The fund-log type names players see (`wallet:fundType`), so staff and players use the same words. */
export function fundTypeLabel(code: number): string {
  return label(`wallet:fundType.${code}`, t('backoffice.players.wallet.fundType', { code }));
}

/** A ledger account of a player (cash, locked, team bonus, withdrawal hold) in the staff's language. */
export const accountLabel = (kind: string) => label(`backoffice.players.accounts.${kind}`, kind);

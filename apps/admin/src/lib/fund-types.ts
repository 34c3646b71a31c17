import wallet from '@jl/core/i18n/locales/pt-BR/wallet.json' with { type: 'json' };

/** The fund-log type names players see (pt-BR catalog), so staff and players use the same words. */
export function fundTypeLabel(code: number): string {
  return (wallet.fundType as Record<string, string>)[String(code)] ?? `Tipo ${code}`;
}

const ACCOUNT: Record<string, string> = {
  cash: 'Sacável',
  locked: 'Bloqueado',
  team_bonus: 'Bônus de equipe',
  withdraw_hold: 'Saque em análise',
};
export const accountLabel = (kind: string) => ACCOUNT[kind] ?? kind;

import { defineModule, tablesOf } from '../../lib/server-module.ts';
import { walletAdminRoutes } from './wallet-admin-routes.ts';
import { walletRoutes } from './wallet-routes.ts';
import * as schema from './wallet-schema.ts';

export { listFundLog } from './fund-log.ts';
export { listPlatformHoldings } from './ledger-repository.ts';
export {
  canonicalJson,
  type EntryResult,
  type HeldAccounts,
  hashRequest,
  heldAfter,
  type IssuedTransfer,
  type Leg,
  type Meta,
  movedOn,
  postTransfer,
  type TransferRequest,
  type TransferResult,
} from './ledger-service.ts';
export {
  type AccountRef,
  accountKey,
  BANKROLL_SHARDS,
  bankrollOf,
  HOUSE_KINDS,
  type HouseKind,
  house,
  PLAYER_KINDS,
  type PlayerKind,
  player,
} from './wallet-accounts.ts';
export {
  closeWallet,
  closureKey,
  isWalletClosed,
  lockWalletForClosure,
  previewWalletClosure,
  splitLocked,
  type WalletClosurePlan,
} from './wallet-closure.ts';
export { type OwnMoney, previewOwnMoney, releaseOwnMoney } from './wallet-exit.ts';
export {
  type LedgerTotals,
  ledgerTotals,
  type MoneyBurst,
  moneyBursts,
  type WithdrawalAfterDeposit,
  withdrawalsAfterDeposits,
} from './wallet-glance.ts';
export {
  type GameTransfer,
  type ProviderMove,
  postProviderBet,
  postProviderRollback,
  postProviderWin,
  postTransferFromGame,
  postTransferRevert,
  postTransferToGame,
  providerKey,
  type TransferCodes,
} from './wallet-provider.ts';
export {
  heldBalance,
  type IssuedStake,
  issueStake,
  issueWin,
  lockStakeAccounts,
} from './wallet-round-batch.ts';
export {
  type PlaceStake,
  placeStake,
  type RoundRef,
  refundStake,
  roundKey,
  type SettleWin,
  type StakeResult,
  type StakeSplit,
  settleWin,
  splitWin,
  type WinResult,
} from './wallet-rounds.ts';
export { walletInfoOf } from './wallet-routes.ts';
export { DEMO_MONEY, seedDemoMoney } from './wallet-seed.ts';
export {
  type Adjust,
  adjust,
  BONUS_CODES,
  type CreditBonus,
  type CreditDeposit,
  creditBonus,
  creditDeposit,
  getWallet,
  type MoveTeamBonus,
  moveTeamBonus,
  openWalletAccounts,
  type Unlock,
  unlockWallet,
  type Wallet,
} from './wallet-service.ts';
export { inMoneyTransaction } from './wallet-transaction.ts';
export {
  getWageringMultipliers,
  parseMultiplier,
  requirementFor,
  wagerCredit,
} from './wallet-wagering.ts';
export {
  type HoldWithdrawal,
  holdWithdrawal,
  type PostWithdrawal,
  postWithdrawal,
  type VoidWithdrawal,
  voidWithdrawal,
  withdrawalKey,
} from './wallet-withdrawals.ts';

export const walletModule = defineModule({
  name: 'wallet',
  purpose:
    'The double-entry ledger and its only writer: balances, deposits, stakes and wins, bonuses, holds, adjustments applied',
  routes: [walletRoutes],
  staffRoutes: [walletAdminRoutes],
  tables: tablesOf(schema),
});

/**
 * Every domain event, by type, with its payload. Payloads are JSON: money and ids travel as decimal
 * strings of centavos / ids (bigint does not fit JSON). Add a type here, then record it with
 * `recordEvent` in the transaction that makes the fact true.
 */
export type EventPayloads = {
  /** A member registered; `inviterId` is fixed here for life. */
  'member.registered': { inviterId: string | null; ip: string | null; device: string | null };
  /** A Pix deposit was credited (exactly once per end-to-end id). `first`: the member's first ever. */
  'deposit.credited': { orderNo: string; amountCents: string; endToEndId: string; first: boolean };
  /** An in-house or provider round was settled: stake taken, win (maybe 0) paid. */
  'round.settled': {
    roundId: string;
    platform: string;
    game: string;
    stakeCents: string;
    winCents: string;
  };
  /** A stake was given back (maintenance, provider rollback): it no longer counts as a valid bet. */
  'round.refunded': { roundId: string; platform: string; game: string; stakeCents: string };
  /** A withdrawal was paid out (type 9) or failed / was rejected (type 10). */
  'withdrawal.paid': { withdrawalId: string; amountCents: string; feeCents: string };
  'withdrawal.failed': { withdrawalId: string; amountCents: string; reason: string };
  /**
   * A withdrawal account (a Pix key for payouts) was bound. `verifiedOwner`: the player was verified
   * and the account's holder (name and CPF) is the verified identity; false when verified and it is not
   * (the identity check normally refuses that first); null when the player was not verified.
   */
  'withdraw.account_bound': { accountId: string; verifiedOwner: boolean | null };
  /** The member's login phone changed (no flow changes it yet; the kyc module re-verifies on it). */
  'member.phone_changed': Record<string, never>;
  /** The member's stored VIP level went up. */
  'vip.level_reached': { level: number; from: number };
  /** A bonus-type credit (types 3–7, 14, 16, 20, 21…) reached the member's balances. */
  'bonus.credited': { code: number; amountCents: string; key: string };
};

export type EventType = keyof EventPayloads;

/** An event as handlers see it. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: bigint; type: K; memberId: bigint | null; payload: EventPayloads[K]; occurredAt: Date };
}[T];

export const EVENT_TYPES: readonly EventType[] = [
  'member.registered',
  'deposit.credited',
  'round.settled',
  'round.refunded',
  'withdrawal.paid',
  'withdrawal.failed',
  'withdraw.account_bound',
  'member.phone_changed',
  'vip.level_reached',
  'bonus.credited',
];

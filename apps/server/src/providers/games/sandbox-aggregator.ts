import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Cents } from '@jl/core';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { CallbackAction, CallbackRequest, GameProvider, LaunchInput } from './game-provider.ts';
import {
  DICE_PAYOUT_HUNDREDTHS,
  SANDBOX_CATALOG,
  SANDBOX_OB,
  type SandboxGameKind,
  SLOT_PAYS,
  SLOT_SYMBOLS,
} from './sandbox-catalog.ts';
import {
  decodeCallback,
  encodeAnswer,
  encodeCallback,
  isWireAnswer,
  type WireAnswer,
} from './sandbox-wire.ts';
import { signedHeaders, verifyCallbackSignature } from './signature.ts';

/**
 * The sandbox aggregator (development and tests only; config/env.ts refuses it in production). It
 * plays an outside company served by our own process: its seamless platform calls our wallet callbacks
 * over the same route, parser and signature check a real aggregator would use (in-process HTTP through
 * `deliver`), and its transfer platforms keep their own books in their own tables. Fault switches make
 * it misbehave the way aggregators do: deliver a callback twice, answer late, lose our answer (and
 * retry), or cancel a bet with a rollback instead of settling it.
 */

export type SandboxFaults = {
  /** Send every callback twice (the second answer is the one used). */
  duplicate: boolean;
  /** Wait this long before each callback or transfer call. */
  delayMs: number;
  /** Lose our answer to each callback (and retry it), or the platform's answer to a transfer (which then fails on our side). */
  dropAnswer: boolean;
  /** Cancel each seamless bet with a rollback instead of settling it with a win. */
  rollback: boolean;
};

export const NO_FAULTS: SandboxFaults = { duplicate: false, delayMs: 0, dropAnswer: false, rollback: false };

export type Deliver = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export type SandboxOptions = {
  db: Db;
  /** Our APP_SECRET: each sandbox platform's callback secret is derived from it. */
  appSecret: string;
  now: () => Date;
  deliver: Deliver;
};

export type RoundInput = {
  platform: string;
  game: SandboxGameKind;
  player: string;
  session: string;
  sig: string;
  bet: Cents;
};

export type RoundResult =
  | { ok: true; outcome: number[] | string[]; win: Cents; balance: Cents; rolledBack: boolean }
  | { ok: false; status: string; balance: Cents | null };

export type SandboxAggregator = {
  readonly providers: GameProvider[];
  readonly faults: SandboxFaults;
  setFaults(changes: Partial<SandboxFaults>): SandboxFaults;
  secretOf(platform: string): string;
  /** True when the launch parameters were signed by this aggregator. */
  verifyLaunch(input: {
    platform: string;
    player: string;
    game: string;
    session: string;
    sig: string;
  }): boolean;
  playRound(input: RoundInput): Promise<RoundResult>;
  balanceOf(input: Omit<RoundInput, 'bet' | 'game'> & { game: string }): Promise<Cents | null>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = async <T>(db: Executor, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
const toCents = (value: unknown) => BigInt(value as string) as Cents;
const decimal = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

export function createSandboxAggregator(options: SandboxOptions): SandboxAggregator {
  const { db } = options;
  const faults: SandboxFaults = { ...NO_FAULTS };
  const secretOf = (platform: string) =>
    createHmac('sha256', options.appSecret).update(`sandbox-games:${platform}`).digest('hex');
  const launchSig = (platform: string, player: string, game: string, session: string) =>
    createHmac('sha256', secretOf(platform))
      .update(`${platform}|${player}|${game}|${session}`)
      .digest('base64url');

  function launchUrl(platform: string) {
    return (input: LaunchInput) => {
      const params = new URLSearchParams({
        platform,
        game: input.providerGameId,
        player: input.playerId,
        session: input.session,
        lang: input.locale,
        lobby: input.lobbyUrl,
        sig: launchSig(platform, input.playerId, input.providerGameId, input.session),
      });
      return `/sandbox/games/play?${params.toString()}`;
    };
  }

  function verifyLaunch(input: {
    platform: string;
    player: string;
    game: string;
    session: string;
    sig: string;
  }) {
    if (!SANDBOX_CATALOG[input.platform]) return false;
    const expected = Buffer.from(launchSig(input.platform, input.player, input.game, input.session));
    const given = Buffer.from(input.sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  // ---- Seamless: calling our wallet ------------------------------------------------------------

  async function callOnce(
    platform: string,
    action: CallbackAction,
    rawBody: string,
  ): Promise<WireAnswer | null> {
    if (faults.delayMs > 0) await sleep(faults.delayMs);
    const headers = signedHeaders(rawBody, options.now(), secretOf(platform));
    const answer = await options.deliver(`/api/v2/provider/${platform}/${action}`, rawBody, headers);
    try {
      const body: unknown = JSON.parse(answer.body);
      return isWireAnswer(body) ? body : null;
    } catch {
      return null;
    }
  }

  /** One callback as an aggregator sends it: retried with the same body until an answer arrives. */
  async function call(
    platform: string,
    action: CallbackAction,
    request: Omit<CallbackRequest, 'action'>,
  ): Promise<WireAnswer> {
    const rawBody = encodeCallback(randomUUID(), request);
    if (faults.dropAnswer) await callOnce(platform, action, rawBody); // our answer is "lost": retried below
    if (faults.duplicate) await callOnce(platform, action, rawBody);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await callOnce(platform, action, rawBody);
      if (answer) return answer;
    }
    return { status: 'RS_ERROR_INTERNAL_ERROR', currency: 'BRL' };
  }

  const cents = (answer: WireAnswer): Cents | null =>
    answer.balance === undefined ? null : (BigInt(answer.balance.replace('.', '')) as Cents);

  function outcomeOf(game: SandboxGameKind, bet: Cents): { outcome: number[] | string[]; win: Cents } {
    if (game === 'dice') {
      const roll = randomInt(1, 101);
      return { outcome: [roll], win: (roll > 50 ? (bet * DICE_PAYOUT_HUNDREDTHS) / 100n : 0n) as Cents };
    }
    const reels = [0, 1, 2].map(() => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)]!);
    const [a, b, c] = reels;
    return { outcome: reels, win: (a === b && b === c ? bet * SLOT_PAYS[a!] : 0n) as Cents };
  }

  async function seamlessRound(input: RoundInput): Promise<RoundResult> {
    const base = { playerId: input.player, currency: 'BRL', gameId: input.game, session: input.session };
    const roundId = `r-${randomUUID()}`;
    const betId = `b-${randomUUID()}`;
    const bet = await call(input.platform, 'bet', {
      ...base,
      transactionId: betId,
      roundId,
      amount: decimal(input.bet),
    });
    if (bet.status !== 'RS_OK') return { ok: false, status: bet.status, balance: cents(bet) };
    const { outcome, win } = outcomeOf(input.game, input.bet);
    if (faults.rollback) {
      const back = await call(input.platform, 'rollback', {
        playerId: input.player,
        currency: 'BRL',
        transactionId: `rb-${randomUUID()}`,
        referenceId: betId,
      });
      if (back.status !== 'RS_OK') return { ok: false, status: back.status, balance: cents(back) };
      return { ok: true, outcome, win: 0n as Cents, balance: cents(back) ?? (0n as Cents), rolledBack: true };
    }
    const paid = await call(input.platform, 'win', {
      ...base,
      transactionId: `w-${randomUUID()}`,
      roundId,
      referenceId: betId,
      amount: decimal(win),
    });
    if (paid.status !== 'RS_OK') return { ok: false, status: paid.status, balance: cents(paid) };
    return { ok: true, outcome, win, balance: cents(paid) ?? (0n as Cents), rolledBack: false };
  }

  // ---- Transfer platforms: the aggregator's own books ---------------------------------------------

  async function walletBalance(ex: Executor, platform: string, player: string): Promise<Cents> {
    const found = await rows<{ balance: string }>(
      ex,
      sql`select balance::text as balance from sandbox_game_wallets where platform = ${platform} and player_id = ${player}`,
    );
    return found[0] ? toCents(found[0].balance) : (0n as Cents);
  }

  async function transferRound(input: RoundInput): Promise<RoundResult> {
    const { outcome, win } = outcomeOf(input.game, input.bet);
    const updated = await rows<{ balance: string }>(
      db,
      sql`update sandbox_game_wallets set balance = balance - ${String(input.bet)}::bigint + ${String(win)}::bigint,
            updated_at = now()
          where platform = ${input.platform} and player_id = ${input.player} and balance >= ${String(input.bet)}::bigint
          returning balance::text as balance`,
    );
    if (!updated[0]) {
      return {
        ok: false,
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: await walletBalance(db, input.platform, input.player),
      };
    }
    return { ok: true, outcome, win, balance: toCents(updated[0].balance), rolledBack: false };
  }

  async function findTransfer(ex: Executor, platform: string, reference: string) {
    const found = await rows<{ amount: string }>(
      ex,
      sql`select amount::text as amount from sandbox_game_transfers where platform = ${platform} and reference = ${reference}`,
    );
    return found[0] ? toCents(found[0].amount) : null;
  }

  async function misbehave(): Promise<void> {
    if (faults.delayMs > 0) await sleep(faults.delayMs);
  }

  function transferProvider(platform: string): GameProvider {
    return {
      platform,
      wallet: 'transfer',
      transferCodes: platform === SANDBOX_OB ? 'ob' : 'game',
      catalog: SANDBOX_CATALOG[platform]!.games,
      launchUrl: launchUrl(platform),
      async deposit({ reference, playerId, amount }) {
        await misbehave();
        const balance = await db.transaction(async (tx) => {
          const inserted = await rows(
            tx,
            sql`insert into sandbox_game_transfers (platform, player_id, reference, direction, amount)
                values (${platform}, ${playerId}, ${reference}, 'in', ${String(amount)}::bigint)
                on conflict (platform, reference) do nothing returning id`,
          );
          if (inserted.length > 0) {
            await tx.execute(
              sql`insert into sandbox_game_wallets (platform, player_id, balance) values (${platform}, ${playerId}, ${String(amount)}::bigint)
                  on conflict (platform, player_id) do update set balance = sandbox_game_wallets.balance + excluded.balance, updated_at = now()`,
            );
          }
          return walletBalance(tx, platform, playerId);
        });
        if (faults.dropAnswer) throw new Error('sandbox aggregator: answer dropped (fault switch)');
        return { balance };
      },
      async withdrawAll({ reference, playerId }) {
        await misbehave();
        const amount = await db.transaction(async (tx) => {
          const done = await findTransfer(tx, platform, reference);
          if (done !== null) return done;
          const locked = await rows<{ balance: string }>(
            tx,
            sql`select balance::text as balance from sandbox_game_wallets
                where platform = ${platform} and player_id = ${playerId} for update`,
          );
          const all = locked[0] ? toCents(locked[0].balance) : (0n as Cents);
          await tx.execute(
            sql`insert into sandbox_game_transfers (platform, player_id, reference, direction, amount)
                values (${platform}, ${playerId}, ${reference}, 'out', ${String(all)}::bigint)`,
          );
          await tx.execute(
            sql`update sandbox_game_wallets set balance = 0, updated_at = now()
                where platform = ${platform} and player_id = ${playerId}`,
          );
          return all;
        });
        if (faults.dropAnswer) throw new Error('sandbox aggregator: answer dropped (fault switch)');
        return { amount };
      },
      async transferStatus(reference) {
        const amount = await findTransfer(db, platform, reference);
        return amount === null ? { state: 'unknown' } : { state: 'done', amount };
      },
      async listBalances() {
        const found = await rows<{ player_id: string; balance: string }>(
          db,
          sql`select player_id, balance::text as balance from sandbox_game_wallets where platform = ${platform}`,
        );
        return found.map((r) => ({ playerId: r.player_id, balance: toCents(r.balance) }));
      },
    };
  }

  function seamlessProvider(platform: string): GameProvider {
    const secret = secretOf(platform);
    return {
      platform,
      wallet: 'seamless',
      catalog: SANDBOX_CATALOG[platform]!.games,
      launchUrl: launchUrl(platform),
      verifyCallback: (rawBody, headers, now) => verifyCallbackSignature(rawBody, headers, now, secret),
      parseCallback: (action, rawBody) =>
        (['balance', 'bet', 'win', 'rollback', 'bet_win'] as const).includes(action as CallbackAction)
          ? decodeCallback(action as CallbackAction, rawBody)
          : null,
      formatAnswer: (answer) => ({ httpStatus: 200, body: encodeAnswer(answer) }),
    };
  }

  const providers = Object.entries(SANDBOX_CATALOG).map(([platform, entry]) =>
    entry.kind === 'seamless' ? seamlessProvider(platform) : transferProvider(platform),
  );

  return {
    providers,
    faults,
    setFaults(changes) {
      Object.assign(faults, changes);
      return { ...faults };
    },
    secretOf,
    verifyLaunch,
    async playRound(input) {
      const entry = SANDBOX_CATALOG[input.platform];
      if (!entry) return { ok: false, status: 'RS_ERROR_GAME_UNAVAILABLE', balance: null };
      return entry.kind === 'seamless' ? seamlessRound(input) : transferRound(input);
    },
    async balanceOf(input) {
      const entry = SANDBOX_CATALOG[input.platform];
      if (!entry) return null;
      if (entry.kind === 'transfer') return walletBalance(db, input.platform, input.player);
      const answer = await call(input.platform, 'balance', {
        playerId: input.player,
        currency: 'BRL',
        session: input.session,
      });
      return answer.status === 'RS_OK' ? cents(answer) : null;
    },
  };
}

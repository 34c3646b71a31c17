import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  adjust,
  creditBonus,
  creditDeposit,
  getWallet,
  placeStake,
  type StakeSplit,
  settleWin,
  unlockWallet,
} from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { c, newMember } from './wallet-fixtures.ts';

/**
 * Random sequences of deposits, bonuses, stakes, wins, deductions, unlocks and replays run against
 * the real ledger and against a few lines of in-memory model; after every step the wallet equals the
 * model, and after every sequence the ledger invariants hold.
 */

type Op =
  | { kind: 'deposit'; amount: number }
  | { kind: 'bonus'; amount: number }
  | { kind: 'add'; amount: number }
  | { kind: 'deduct'; amount: number }
  | { kind: 'stake'; amount: number }
  | { kind: 'win'; pick: number; amount: number }
  | { kind: 'unlock' }
  | { kind: 'replayStake'; pick: number };

const amount = fc.integer({ min: 1, max: 20_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount }),
  fc.record({ kind: fc.constant('bonus' as const), amount: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ kind: fc.constant('add' as const), amount }),
  fc.record({ kind: fc.constant('deduct' as const), amount }),
  { arbitrary: fc.record({ kind: fc.constant('stake' as const), amount }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      pick: fc.nat(),
      amount: fc.integer({ min: 0, max: 60_000 }),
    }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('unlock' as const) }),
  fc.record({ kind: fc.constant('replayStake' as const), pick: fc.nat() }),
);

type Model = { cash: bigint; locked: bigint; required: bigint; done: bigint };

const ceilTimes = (a: bigint, tenThousandths: bigint) => (a * tenThousandths + 9_999n) / 10_000n;
const min = (a: bigint, b: bigint) => (a < b ? a : b);

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await assertLedgerInvariants(db);
  await t.close();
});

const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db));

async function refused(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const code = (error as { error?: string }).error;
    if (!code) throw error;
    return code;
  }
}

describe('the wallet against a model', () => {
  it('agrees with the model after every step of random sequences, and the ledger stays sound', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const m = await newMember(db);
        const model: Model = { cash: 0n, locked: 0n, required: 0n, done: 0n };
        const rounds: { id: string; split: StakeSplit; amount: bigint; won: boolean }[] = [];
        for (const [i, step] of ops.entries()) {
          const key = `${run}-${i}`;
          switch (step.kind) {
            case 'deposit': {
              const a = BigInt(step.amount);
              await inTx((tx) =>
                creditDeposit(tx, { memberId: m, amount: c(a), idempotencyKey: `pix:${m}-${key}` }),
              );
              model.locked += a;
              model.required += ceilTimes(a, 15_000n);
              break;
            }
            case 'bonus': {
              const a = BigInt(step.amount);
              await inTx((tx) =>
                creditBonus(tx, { memberId: m, amount: c(a), code: 3, idempotencyKey: `chest:${m}-${key}` }),
              );
              model.locked += a;
              model.required += ceilTimes(a, 125_000n);
              break;
            }
            case 'add':
            case 'deduct': {
              const a = BigInt(step.amount);
              const code = step.kind === 'add' ? 2 : 22;
              const affordable = step.kind === 'add' || model.cash >= a;
              const error = await refused(() =>
                inTx((tx) =>
                  adjust(tx, {
                    memberId: m,
                    amount: c(a),
                    code,
                    reason: 'p',
                    actorId: 1n,
                    idempotencyKey: `adj:${m}-${key}`,
                  }),
                ),
              );
              expect(error).toBe(affordable ? null : 'INSUFFICIENT_FUNDS');
              if (affordable) model.cash += step.kind === 'add' ? a : -a;
              break;
            }
            case 'stake': {
              const a = BigInt(step.amount);
              const id = `${m}-${key}`;
              const affordable = model.locked + model.cash >= a;
              let split: StakeSplit | undefined;
              const error = await refused(async () => {
                split = await inTx((tx) =>
                  placeStake(tx, { memberId: m, amount: c(a), platform: 'jl', roundId: id }),
                );
              });
              expect(error).toBe(affordable ? null : 'INSUFFICIENT_FUNDS');
              if (!affordable) break;
              const fromLocked = min(model.locked, a);
              expect(split).toMatchObject({ fromLocked, fromCash: a - fromLocked });
              model.locked -= fromLocked;
              model.cash -= a - fromLocked;
              if (model.required > model.done) model.done += min(a, model.required - model.done);
              rounds.push({ id, split: split!, amount: a, won: false });
              break;
            }
            case 'win': {
              const open = rounds.filter((r) => !r.won);
              if (open.length === 0) break;
              const round = open[step.pick % open.length]!;
              const w = BigInt(step.amount);
              const result = await inTx((tx) =>
                settleWin(tx, {
                  memberId: m,
                  amount: c(w),
                  stakeSplit: round.split,
                  platform: 'jl',
                  roundId: round.id,
                }),
              );
              const toLocked = (w * round.split.fromLocked) / round.amount;
              expect(result).toMatchObject({ toLocked, toCash: w - toLocked });
              model.locked += toLocked;
              model.cash += w - toLocked;
              round.won = true;
              break;
            }
            case 'unlock': {
              const error = await refused(() => inTx((tx) => unlockWallet(tx, m)));
              const expected =
                model.done < model.required
                  ? 'CONDITION_NOT_MET'
                  : model.locked === 0n
                    ? 'NOTHING_TO_UNLOCK'
                    : null;
              expect(error).toBe(expected);
              if (expected === null) {
                model.cash += model.locked;
                model.locked = 0n;
                model.required = 0n;
                model.done = 0n;
              }
              break;
            }
            case 'replayStake': {
              if (rounds.length === 0) break;
              const round = rounds[step.pick % rounds.length]!;
              const again = await inTx((tx) =>
                placeStake(tx, { memberId: m, amount: c(round.amount), platform: 'jl', roundId: round.id }),
              );
              expect(again).toMatchObject({ ...round.split, transfer: { replayed: true } });
              break;
            }
          }
          const wallet = await getWallet(db, m);
          expect({
            cash: wallet.withdrawable,
            locked: wallet.locked,
            required: wallet.wagerRequired,
            done: wallet.wagerDone,
          }).toEqual(model);
        }
      }),
      { numRuns: 40 },
    );
    await assertLedgerInvariants(db);
  });
});

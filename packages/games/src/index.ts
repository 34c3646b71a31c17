// Randomness: the interface, the seeded generator for simulations, the provably-fair stream.

// Reward draws: the red-envelope wheel, its published odds and the exact chance of reaching a target.
export {
  DEFAULT_WHEEL_TABLE,
  diamondReachProbability,
  diamondReachRatio,
  drawWheelSegment,
  reachProbability,
  spinWheel,
  totalWeight,
  type WheelOdds,
  type WheelSegment,
  type WheelTable,
  type WheelTableIssue,
  wheelOdds,
  wheelTableIssues,
  wheelTableProblems,
} from './draws/wheel.ts';
export {
  canonicalWheelJson,
  SHORT_VERSION_LENGTH,
  segmentsOf,
  shortVersion,
  type WheelTuple,
  wheelSegmentsVersion,
  wheelTuples,
  wheelVersionOf,
} from './draws/wheel-version.ts';
export { fromHex, toHex, utf8Bytes } from './fair/bytes.ts';
export { createFairRng, createFairUint32Source, roundBlock } from './fair/fair-rng.ts';
export { hmacSha256 } from './fair/hmac.ts';
export {
  assertFairSeeds,
  CLIENT_SEED_MAX_LENGTH,
  type FairSeeds,
  generateServerSeed,
  hashServerSeed,
  isClientSeed,
  isNonce,
  isServerSeed,
  SERVER_SEED_BYTES,
} from './fair/seeds.ts';
export { sha256 } from './fair/sha256.ts';
// Live games: hash chain, crash and roulette (docs/GAMES.md "Live games").
export {
  buildChain,
  gameBytes,
  gameHashOf,
  isGameHash,
  previousHash,
  verifyChainLink,
} from './live/chain.ts';
export {
  bustFromBits,
  CRASH_EDGE_PERCENT,
  cashOutRtp,
  crashBits,
  crashPoint,
  crashWin,
  instantBustProbability,
  msUntil,
  multiplierAt,
  probabilityAtLeast,
} from './live/crash.ts';
export {
  isValidBet as isValidRouletteBet,
  outsideNumbers,
  PAYOUT as ROULETTE_PAYOUT,
  POCKETS,
  RED_NUMBERS,
  type RouletteBet,
  type RouletteBetKind,
  rouletteNumber,
  rouletteNumberFromBytes,
  rouletteReturn,
  rouletteRtp,
} from './live/roulette.ts';
// Exact arithmetic.
export { parseRatio, type Ratio, ratioToDecimal, ratioToNumber, ratioToString } from './math/ratio.ts';
export {
  type BoundedGame,
  bernsteinHalfWidth,
  DELTA_99,
  rtpBoundCheck,
  rtpBoundInterval,
  type StakeSums,
  varianceBound,
} from './math/rtp-bound.ts';
export { createRng, type Rng, uniformInt } from './rng/rng.ts';
export { createSeededRng } from './rng/seeded.ts';
// Slots: playing, verifying, the registry and the maths.
export type { BetCheck, BetRefusal } from './slots/engine/bet.ts';
export { validateBet, winCents } from './slots/engine/bet.ts';
export { evaluateWindow } from './slots/engine/evaluate.ts';
export { exactStats } from './slots/engine/exact.ts';
export type { RoundFeature, SlotRound, SpinKind, SpinResult } from './slots/engine/play.ts';
export { playRound } from './slots/engine/play.ts';
export type { PublishedStats, StatsSummary } from './slots/engine/published.ts';
export type { SlotStats, VolatilityLabel } from './slots/engine/stats.ts';
export type * from './slots/engine/types.ts';
export { definitionProblems } from './slots/engine/validate.ts';
export {
  type FairRound,
  type FairRoundInput,
  playFairSlot,
  playSlot,
  type VerifyInput,
  type VerifyResult,
  validateSlotBet,
  verifyRound,
} from './slots/play.ts';
export {
  GAMES,
  getSlotGame,
  isSlotGameCode,
  type PaytableEntry,
  SLOT_GAME_CODES,
  type SlotGame,
  type SlotGameCode,
  type SlotGameInfo,
} from './slots/registry.ts';
export { rtpInterval, type SimulationResult, simulateSlot } from './slots/simulation.ts';

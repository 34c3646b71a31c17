import { LIVE_SOCKET_PATH, liveApi } from '@jl/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { fromDescriptor } from '../../lib/described-route.ts';
import { ok } from '../../lib/envelope.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { cashOut, placeBet } from './live-bets.ts';
import { chainOf } from './live-chain.ts';
import { listRounds } from './live-history.ts';
import { CRASH, outcomeOf } from './live-rounds.ts';
import { serveSocket } from './live-socket.ts';
import { cashoutView, mult } from './live-views.ts';
import { announcerOf } from './live-wiring.ts';

/*
 * The live games' API: HTTP bets and cash-outs (with Idempotency-Key), history and the chain, and the
 * WebSocket `/live/socket` (docs/API.md "Live games"). Library: @fastify/websocket (a thin layer over
 * `ws`, docs/ARCHITECTURE.md says why). The hubs, drivers and pub/sub are built at boot (live-wiring.ts).
 */

const tags = ['live'];

/** Bets and cash-outs over HTTP, announced to every process's sockets. */
export const liveBetRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };
  const announce = announcerOf(app);

  app.route(
    fromDescriptor(liveApi.bet, {
      ...member,
      tags,
      summary:
        'Bets on the round taking bets (crash: one per player and round; roulette: several); Idempotency-Key',
      handler: async (request) => {
        const answer = await placeBet(app.db, {
          memberId: request.member.id,
          session: { id: request.member.sessionId, startedAt: request.member.sessionStartedAt },
          game: request.params.game,
          amount: request.body.amount,
          autoCashout: request.body.auto_cashout,
          spot: request.body.spot,
          idempotencyKey: idempotencyKeyOf(request),
          ip: request.ip,
          now: app.now(),
          locale: request.locale,
        });
        if (!answer.replayed) announce.announceBet(answer);
        return ok(answer.view);
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.cashout, {
      ...member,
      tags,
      summary: 'Cashes out the running crash bet at the multiplier reached when received',
      handler: async (request) => {
        const answer = await cashOut(app.db, { memberId: request.member.id, now: app.now() });
        announce.announceCashout(answer);
        return ok(cashoutView(answer));
      },
    }),
  );
};

/** Finished rounds, the published chain and the current state. */
export const liveViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route(
    fromDescriptor(liveApi.rounds, {
      tags,
      summary: 'Finished rounds, newest first, with the hash that proves each result',
      handler: async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await listRounds(app.db, request.params.game, page, size);
        const list = rows.map((r) => ({
          round_id: String(r.id),
          chain_id: String(r.chainId),
          game_no: r.gameNo,
          phase: r.phase as 'settled' | 'refunded',
          void_reason: r.voidReason,
          result: r.game === CRASH ? mult(outcomeOf(r).result) : String(outcomeOf(r).result),
          hash: outcomeOf(r).hash,
          ended_at: r.endedAt?.toISOString() ?? null,
        }));
        return ok({ list, total, page, size });
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.chain, {
      tags,
      summary:
        'The published chain (in use, or the one a round was played on): terminating hash, salt, how to verify',
      handler: async (request) => {
        const { round_id: roundId } = request.query;
        const chain = await chainOf(app.db, request.params.game, roundId ? BigInt(roundId) : undefined);
        if (!chain) throw new AppError('NOT_FOUND');
        return ok({
          chain_id: String(chain.id),
          game: chain.game,
          terminating_hash: chain.terminatingHash,
          length: chain.length,
          committed_at: chain.committedAt.toISOString(),
          beacon:
            chain.beaconSource !== null && chain.beaconRound !== null && chain.beaconAt !== null
              ? {
                  source: chain.beaconSource,
                  round: chain.beaconRound,
                  expected_at: chain.beaconAt.toISOString(),
                  verify_url: app.live.beacon.howToVerify({
                    source: chain.beaconSource,
                    round: chain.beaconRound,
                  }),
                  public_key: app.live.beacon.publicKey,
                  signature: chain.beaconSignature,
                }
              : null,
          salt: chain.salt,
          salt_fixed_at: chain.saltFixedAt?.toISOString() ?? null,
          retired_at: chain.retiredAt?.toISOString() ?? null,
          formula:
            chain.game === CRASH
              ? 'r = first 52 bits of HMAC-SHA256(key = game hash bytes, message = salt as its 64 hex characters); bust = max(1.00, floor(99 / (1 − r/2^52)) / 100)'
              : 'HMAC-SHA256(key = game hash bytes, message = salt as its 64 hex characters) read as 8 big-endian uint32s; the first below 37·floor(2^32/37) gives the number (that value mod 37); none below: no number',
          verify: `The salt: open beacon.verify_url (drand's public record of the announced round): its randomness is the salt, sha256 of its signature bytes is that randomness, the round's time (genesis + (round − 1) · period, = expected_at) is after committed_at, and its BLS signature verifies with beacon.public_key on sha256(round as 8 big-endian bytes) (drand's bls-unchained-g1-rfc9380 scheme). SHA-256 of the game hash bytes, applied game_no times, gives terminating_hash; the ${chain.game === CRASH ? 'bust' : 'number'} follows from the formula`,
        });
      },
    }),
  );

  app.route(
    fromDescriptor(liveApi.state, {
      tags,
      summary: 'The current round and the last results (what a socket snapshot carries)',
      handler: async (request) =>
        ok(JSON.parse(app.live.hubs.get(request.params.game)!.snapshot(app.now().getTime()))),
    }),
  );
};

/** The WebSocket: snapshots and events out, bets and cash-outs in. */
export const liveSocketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(LIVE_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => {
    app.live.sessions += 1;
    socket.on('close', () => {
      app.live.sessions -= 1;
    });
    serveSocket(app, socket, request, app.live.hubs, announcerOf(app));
  });
};

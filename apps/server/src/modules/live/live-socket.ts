import type { LiveClientMessage, LiveReply } from '@jl/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.ts';
import { verifyToken } from '../auth/index.ts';
import { type BetAnswer, type CashoutAnswer, cashOut, myCurrentBets, placeBet } from './live-bets.ts';
import { type GameHub, sendBounded } from './live-hub.ts';
import { type MessageRefusal, parseClientMessage } from './live-socket-messages.ts';
import { messageQueue } from './live-socket-queue.ts';
import { cashoutView } from './live-views.ts';

/** Per socket: 20 messages a second on average, bursts of 40; a socket that keeps flooding is closed. */
const RATE = { perSecond: 20, burst: 40, strikes: 20 };

export type Announce = { announceBet(a: BetAnswer): void; announceCashout(a: CashoutAnswer): void };

/** One socket: who signed in on it, the games it follows, how it answers. */
type Connection = {
  app: FastifyInstance;
  socket: WebSocket;
  request: FastifyRequest;
  hubs: Map<string, GameHub>;
  announce: Announce;
  session: { memberId: bigint; token: string } | null;
  following: Set<GameHub>;
};

/**
 * Serves one WebSocket of `/live/socket` (messages: @jl/core `contracts/live-socket.ts`). The rate is
 * counted as messages arrive; they are then handled one at a time in that order (live-socket-queue.ts).
 */
export function serveSocket(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
  hubs: Map<string, GameHub>,
  announce: Announce,
): void {
  const connection: Connection = {
    app,
    socket,
    request,
    hubs,
    announce,
    session: null,
    following: new Set(),
  };
  socket.on('close', () => {
    for (const hub of connection.following) hub.sockets.delete(socket);
    connection.following.clear();
  });
  const admit = rateOf(socket);
  const queue = messageQueue(RATE.burst);
  socket.on('message', (data, isBinary) => {
    if (!admit()) return;
    const handle = async () => {
      const parsed = parseClientMessage(data, isBinary);
      if (parsed.ok) await handleMessage(connection, parsed.message);
      else refuse(connection, parsed.id, parsed.refusal);
    };
    if (!queue.push(handle)) socket.close(1008, 'too many messages waiting');
  });
}

/** A token bucket per socket: false for a message over the rate (dropped); flooding closes the socket. */
function rateOf(socket: WebSocket): () => boolean {
  let tokens = RATE.burst;
  let last = Date.now();
  let strikes = 0;
  return () => {
    const at = Date.now();
    tokens = Math.min(RATE.burst, tokens + ((at - last) / 1000) * RATE.perSecond);
    last = at;
    if (tokens < 1) {
      strikes += 1;
      if (strikes >= RATE.strikes) socket.close(1008, 'rate limit');
      return false;
    }
    tokens -= 1;
    return true;
  };
}

async function handleMessage(c: Connection, message: LiveClientMessage): Promise<void> {
  const id = message.id ?? null;
  try {
    switch (message.type) {
      case 'auth': {
        const member = await verifySession(c, message.token);
        c.session = { memberId: member.id, token: message.token };
        // Told to this socket only: the player's own bets of the current rounds (after a reload, on a
        // second device, after a reconnection), the game's messages naming no one.
        const mine = await myCurrentBets(c.app.db, member.id);
        return reply(c, { type: 'reply', id, ok: true, data: { mine } });
      }
      case 'sub':
        return follow(c, message.game, message.after);
      case 'bet':
        return reply(c, { type: 'reply', id, ok: true, data: await bet(c, message) });
      case 'cashout': {
        if (!c.session) throw new AppError('LOGIN_REQUIRED');
        const answer = await cashOut(c.app.db, { memberId: c.session.memberId, now: c.app.now() });
        c.announce.announceCashout(answer);
        return reply(c, { type: 'reply', id, ok: true, data: cashoutView(answer) });
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      const { field, vars } = error.options;
      refuse(c, id, { error: error.error, field, messageKey: error.options.messageKey }, vars);
    } else {
      c.app.log.error({ err: error }, 'live socket request failed');
      refuse(c, id, { error: 'INTERNAL' });
    }
  }
}

/** The member whose session `token` is, now (LOGIN_REQUIRED when it ended, was revoked or is unknown). */
async function verifySession(c: Connection, token: string) {
  const clock = {
    now: c.app.now(),
    ttlDays: c.app.config.SESSION_TTL_DAYS,
    idleMinutes: c.app.config.SESSION_IDLE_MINUTES,
  };
  const check = await verifyToken(c.app.db, token, clock);
  if (check.status !== 'ok') throw new AppError('LOGIN_REQUIRED');
  return check.member;
}

/** The game's missed messages after `after`, or its snapshot (live-hub.ts `since` says when). */
function follow(c: Connection, game: string, after: number | undefined): void {
  const hub = c.hubs.get(game);
  if (!hub) throw new AppError('NOT_FOUND');
  // A sub that waited behind slower messages may run after the socket closed: joining then would keep
  // the dead socket in the game's set for good (its close already ran).
  if (c.socket.readyState !== c.socket.OPEN) return;
  hub.sockets.add(c.socket);
  c.following.add(hub);
  const missed = after === undefined ? null : hub.since(after);
  if (missed) for (const raw of missed) sendBounded(c.socket, raw, false);
  else sendBounded(c.socket, hub.snapshot(c.app.now().getTime()), false);
}

async function bet(c: Connection, message: Extract<LiveClientMessage, { type: 'bet' }>) {
  if (!c.session) throw new AppError('LOGIN_REQUIRED');
  // The session is checked again at each bet: a logout, a revocation or the idle end applies to an
  // open socket too, and responsible gaming counts from the session's start.
  const member = await verifySession(c, c.session.token);
  const answer = await placeBet(c.app.db, {
    memberId: member.id,
    session: { id: member.sessionId, startedAt: member.sessionStartedAt },
    game: message.game,
    amount: message.amount,
    autoCashout: message.auto_cashout ?? null,
    spot: message.spot ?? null,
    idempotencyKey: message.key,
    ip: c.request.ip,
    now: c.app.now(),
    locale: c.request.locale,
  });
  if (!answer.replayed) c.announce.announceBet(answer);
  return answer.view;
}

function reply(c: Connection, message: LiveReply): void {
  sendBounded(c.socket, JSON.stringify(message), false);
}

/** A refusal worded as over HTTP (plugins/error-handler.ts), in the language of the socket's request. */
function refuse(
  c: Connection,
  id: string | number | null,
  refusal: MessageRefusal,
  vars?: Record<string, string | number>,
): void {
  const { error, field, messageKey } = refusal;
  const msg = c.request.t(messageKey ?? `errors:${error}`, { field: field ?? '', ...vars });
  reply(c, { type: 'reply', id, ok: false, error, ...(field ? { field } : {}), msg });
}

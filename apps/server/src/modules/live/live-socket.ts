import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.ts';
import { verifyToken } from '../auth/index.ts';
import { type GameHub, sendBounded } from './live-hub.ts';
import { type BetAnswer, type CashoutAnswer, cashOut, placeBet } from './live-service.ts';
import { messageQueue } from './live-socket-queue.ts';
import { betView, cashoutView } from './live-views.ts';

/** Per socket: 20 messages a second on average, bursts of 40; a socket that keeps flooding is closed. */
const RATE = { perSecond: 20, burst: 40, strikes: 20 };

export type Announce = { announceBet(a: BetAnswer): void; announceCashout(a: CashoutAnswer): void };

export function serveSocket(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
  hubs: Map<string, GameHub>,
  announce: Announce,
): void {
  let memberId: bigint | null = null;
  let token: string | undefined;
  const sessionClock = () => ({
    now: app.now(),
    ttlDays: app.config.SESSION_TTL_DAYS,
    idleMinutes: app.config.SESSION_IDLE_MINUTES,
  });
  const following = new Set<GameHub>();
  let tokens = RATE.burst;
  let last = Date.now();
  let strikes = 0;
  const reply = (message: unknown) => sendBounded(socket, JSON.stringify(message), false);
  const refusal = (id: unknown, error: unknown) => {
    if (error instanceof AppError) {
      const msg = request.t(`errors:${error.error}`, {
        field: error.options.field ?? '',
        ...error.options.vars,
      });
      reply({ type: 'reply', id, ok: false, error: error.error, msg });
    } else {
      app.log.error({ err: error }, 'live socket request failed');
      reply({ type: 'reply', id, ok: false, error: 'INTERNAL', msg: request.t('errors:INTERNAL') });
    }
  };

  socket.on('close', () => {
    for (const hub of following) hub.sockets.delete(socket);
    following.clear();
  });
  // Rate counted on arrival; handled in order, one at a time (live-socket-queue.ts).
  const queue = messageQueue(RATE.burst);
  socket.on('message', (data, isBinary) => {
    const at = Date.now();
    tokens = Math.min(RATE.burst, tokens + ((at - last) / 1000) * RATE.perSecond);
    last = at;
    if (tokens < 1) {
      strikes += 1;
      if (strikes >= RATE.strikes) socket.close(1008, 'rate limit');
      return;
    }
    tokens -= 1;
    if (!queue.push(() => handle(data, isBinary))) socket.close(1008, 'too many messages waiting');
  });
  const handle = async (data: RawData, isBinary: boolean) => {
    let msg: { type?: unknown; id?: unknown; [k: string]: unknown };
    try {
      if (isBinary) throw new Error('binary');
      msg = JSON.parse(String(data));
      if (typeof msg !== 'object' || msg === null) throw new Error('shape');
    } catch {
      reply({
        type: 'reply',
        ok: false,
        error: 'INVALID_FIELD',
        msg: request.t('errors:INVALID_FIELD', { field: 'message' }),
      });
      return;
    }
    const id = typeof msg.id === 'string' || typeof msg.id === 'number' ? msg.id : null;
    try {
      switch (msg.type) {
        case 'auth': {
          const given = typeof msg.token === 'string' ? msg.token : undefined;
          const check = await verifyToken(app.db, given, sessionClock());
          if (check.status !== 'ok') throw new AppError('LOGIN_REQUIRED');
          memberId = check.member.id;
          token = given;
          reply({ type: 'reply', id, ok: true, data: {} });
          return;
        }
        case 'sub': {
          const hub = typeof msg.game === 'string' ? hubs.get(msg.game) : undefined;
          if (!hub) throw new AppError('NOT_FOUND');
          hub.sockets.add(socket);
          following.add(hub);
          const after = typeof msg.after === 'number' ? msg.after : null;
          const missed = after === null ? null : hub.since(after);
          if (missed) for (const raw of missed) sendBounded(socket, raw, false);
          else sendBounded(socket, hub.snapshot(app.now().getTime()), false);
          return;
        }
        case 'bet': {
          if (memberId === null) throw new AppError('LOGIN_REQUIRED');
          // The session is checked again at each bet: a logout, a revocation or the idle end applies
          // to an open socket too, and responsible gaming counts from the session's start.
          const check = await verifyToken(app.db, token, sessionClock());
          if (check.status !== 'ok') throw new AppError('LOGIN_REQUIRED');
          const answer = await placeBet(app.db, {
            memberId: check.member.id,
            session: { id: check.member.sessionId, startedAt: check.member.sessionStartedAt },
            game: typeof msg.game === 'string' ? msg.game : '',
            amount: typeof msg.amount === 'string' ? msg.amount : '',
            autoCashout: typeof msg.auto_cashout === 'string' ? msg.auto_cashout : null,
            spot: typeof msg.spot === 'string' ? msg.spot : null,
            idempotencyKey:
              typeof msg.key === 'string' && /^[\w-]{8,100}$/.test(msg.key) ? msg.key : undefined,
            now: app.now(),
            locale: request.locale,
          });
          if (!answer.replayed) announce.announceBet(answer);
          reply({ type: 'reply', id, ok: true, data: betView(answer) });
          return;
        }
        case 'cashout': {
          if (memberId === null) throw new AppError('LOGIN_REQUIRED');
          const answer = await cashOut(app.db, { memberId, now: app.now() });
          announce.announceCashout(answer);
          reply({ type: 'reply', id, ok: true, data: cashoutView(answer) });
          return;
        }
        default:
          throw new AppError('INVALID_FIELD', { field: 'type' });
      }
    } catch (error) {
      refusal(id, error);
    }
  };
}

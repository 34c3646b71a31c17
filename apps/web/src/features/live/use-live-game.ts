import type { LiveGame } from '@jl/core/contracts/live.ts';
import type {
  LiveReply,
  LiveReplyData,
  LiveRequest,
  LiveServerMessage,
} from '@jl/core/contracts/live-socket.ts';
import { LIVE_SOCKET_PATH, LIVE_SOCKET_RESTART_CODE, liveApi } from '@jl/core/routes/live.ts';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { callData } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { applyLiveMessage, type LiveRound, type LiveState, NO_LIVE_STATE } from './live-state.ts';
import { AUTH_REQUEST_ID, mineOfReply, withMine } from './my-bets.ts';

export type { LiveBet, LivePast, LiveRound } from './live-state.ts';

/** A request sent over the socket (its `id` is added); the contract is @jl/core `contracts/live-socket.ts`. */
type Request<T extends keyof LiveReplyData> = { type: T } & Omit<
  Extract<LiveRequest, { type: T }>,
  'id' | 'type'
>;

type Socket = {
  game: string;
  token: string | null | undefined;
  socket: { current: WebSocket | null };
  offset: { current: number };
  seq: { current: number };
  pending: { current: Map<number, (r: LiveReply) => void> };
  setState: Dispatch<SetStateAction<LiveState>>;
  setMine: Dispatch<SetStateAction<ReadonlySet<string>>>;
};

/** One message: a gap in `seq` asks for what was missed; the clock offset and replies are kept here. */
function receive(ctx: Socket, msg: LiveServerMessage, subscribe: () => void) {
  const { seq, offset, pending } = ctx;
  if ('seq' in msg && msg.type !== 'snapshot') {
    if (seq.current && msg.seq > seq.current + 1) {
      subscribe();
      return;
    }
    seq.current = Math.max(seq.current, msg.seq);
  }
  if (msg.type === 'snapshot') {
    seq.current = msg.seq;
    offset.current = msg.now - Date.now();
  } else if (msg.type === 'tick') {
    offset.current = msg.t - Date.now();
  } else if (msg.type === 'reply') {
    const mine = mineOfReply(msg);
    if (mine) ctx.setMine((known) => withMine(known, mine));
    if (typeof msg.id !== 'number') return;
    const done = pending.current.get(msg.id);
    pending.current.delete(msg.id);
    done?.(msg);
    return;
  }
  ctx.setState((state) => applyLiveMessage(state, msg));
}

/**
 * Opens the socket, signs in and follows the game, reconnecting a second after a drop (at once when the
 * server restarts); returns the close.
 */
function follow(ctx: Socket): () => void {
  const { game, token, seq } = ctx;
  let closed = false;
  let ws: WebSocket;
  const subscribe = () =>
    ws.send(JSON.stringify({ type: 'sub', game, ...(seq.current ? { after: seq.current } : {}) }));
  const connect = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    ws = new WebSocket(`${proto}://${location.host}/api/v2${LIVE_SOCKET_PATH}`);
    ctx.socket.current = ws;
    ws.onopen = () => {
      if (token) ws.send(JSON.stringify({ type: 'auth', id: AUTH_REQUEST_ID, token }));
      subscribe();
    };
    ws.onmessage = (event) => receive(ctx, JSON.parse(String(event.data)) as LiveServerMessage, subscribe);
    ws.onclose = (event) => {
      // A replica going away (LIVE_SOCKET_RESTART_CODE) is not a fault: come back within half a second,
      // spread so its players do not all reach the next replica in the same instant.
      const wait = event.code === LIVE_SOCKET_RESTART_CODE ? 100 + Math.random() * 400 : 1000;
      if (!closed) setTimeout(connect, wait);
    };
  };
  connect();
  return () => {
    closed = true;
    ws.close();
  };
}

/**
 * One live game over the socket `/api/v2/live/socket`: follows the game (snapshot, then the driver's
 * numbered messages; a gap in `seq` asks for what was missed), signs in with the session's token so
 * that bets and cash-outs go through, reconnects after a drop, and keeps the server's clock offset
 * (from the snapshot and each tick) so the screen draws the round on the server's time. `mine` is the
 * ids of the player's own bets: those the server names when the socket signs in (each connection, so
 * after a reload or a reconnection too) and those the page `claim`s from its bets' answers.
 */
export function useLiveGame(game: string) {
  const [{ round, bets, history }, setState] = useState<LiveState>(NO_LIVE_STATE);
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const socket = useRef<WebSocket | null>(null);
  const offset = useRef(0);
  const seq = useRef(0);
  const pending = useRef(new Map<number, (r: LiveReply) => void>());
  const nextId = useRef(1);
  const token = appStore.get().token;

  useEffect(() => {
    // Another player signed in (or out): the bets known as theirs were the last player's.
    setMine(new Set());
    return follow({ game, token, socket, offset, seq, pending, setState, setMine });
  }, [token, game]);
  // The server's time now; the parts of a screen that move read it as they tick (`useServerTime`).
  const clock = useCallback(() => Date.now() + offset.current, []);

  const request = <T extends keyof LiveReplyData>(message: Request<T>) =>
    new Promise<LiveReply<T>>((resolve) => {
      const id = nextId.current++;
      // The server answers a request of type T with T's reply (the contract's LiveReplyData).
      pending.current.set(id, resolve as (r: LiveReply) => void);
      socket.current?.send(JSON.stringify({ ...message, id }));
    });

  /** A bet the player made on this page (from its answer): theirs from now on. */
  const claim = (id: string) => setMine((known) => withMine(known, [id]));
  return { round, bets, history, mine, claim, clock, request, signedIn: Boolean(token) };
}

/**
 * The server's time for a part of a live screen that moves, read again every `everyMs` (null: it does
 * not move now, read once per render). Only that part renders on each tick — the multiplier, the
 * countdown, the cash-out amount — not the whole screen with its lists, twenty times a second.
 */
export function useServerTime(clock: () => number, everyMs: number | null): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (everyMs === null) return;
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return everyMs === null ? clock() : now;
}

/** Whole seconds left to bet in the round (0 outside its betting phase). */
export const secondsLeftOf = (round: LiveRound | null, serverNow: number): number =>
  round?.phase === 'betting' && round.bettingEndsAt
    ? Math.max(0, Math.ceil((round.bettingEndsAt - serverNow) / 1000))
    : 0;

/** How often a countdown in whole seconds is read again. */
export const COUNTDOWN_TICK_MS = 250;

/**
 * The published chain (terminating hash and salt) a round was played on, for in-browser verification:
 * a used-up chain's rounds are checked against that chain, not its successor. Null if unreachable.
 */
export const fetchChainOf = (game: LiveGame, roundId: string) =>
  callData(liveApi.chain, { game, round_id: roundId }, { toast: false });

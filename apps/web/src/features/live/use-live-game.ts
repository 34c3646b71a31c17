import type { LiveGame, LiveSnapshot } from '@jl/core/contracts/live.ts';
import type {
  LiveReply,
  LiveReplyData,
  LiveRequest,
  LiveServerMessage,
} from '@jl/core/contracts/live-socket.ts';
import { LIVE_SOCKET_PATH, liveApi } from '@jl/core/routes/live.ts';
import { useEffect, useRef, useState } from 'react';
import { callData } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';

/** The round in play; `bust` is the crash point (hundredths) or the roulette number once known. */
export type LiveRound = NonNullable<LiveSnapshot['round']>;
export type LiveBet = LiveSnapshot['bets'][number];
export type LivePast = LiveSnapshot['history'][number];
/** A request sent over the socket (its `id` is added); the contract is @jl/core `contracts/live-socket.ts`. */
type Request<T extends keyof LiveReplyData> = { type: T } & Omit<
  Extract<LiveRequest, { type: T }>,
  'id' | 'type'
>;

/**
 * One live game over the socket `/api/v2/live/socket`: follows the game (snapshot, then the driver's
 * numbered messages; a gap in `seq` asks for what was missed), signs in with the session's token so
 * that bets and cash-outs go through, reconnects after a drop, and keeps the server's clock offset
 * (from the snapshot and each tick) so the screen draws the round on the server's time.
 */
export function useLiveGame(game: string) {
  const [round, setRound] = useState<LiveRound | null>(null);
  const [bets, setBets] = useState<LiveBet[]>([]);
  const [history, setHistory] = useState<LivePast[]>([]);
  const [now, setNow] = useState(Date.now());
  const socket = useRef<WebSocket | null>(null);
  const offset = useRef(0);
  const seq = useRef(0);
  const pending = useRef(new Map<number, (r: LiveReply) => void>());
  const nextId = useRef(1);
  const token = appStore.get().token;

  useEffect(() => {
    let closed = false;
    let ws: WebSocket;
    const subscribe = () =>
      ws.send(JSON.stringify({ type: 'sub', game, ...(seq.current ? { after: seq.current } : {}) }));
    const past = (msg: { round: string; gameNo: number; hash: string }, value: number) =>
      setHistory((h) =>
        [{ round: msg.round, gameNo: msg.gameNo, bust: value, hash: msg.hash }, ...h].slice(0, 20),
      );
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      ws = new WebSocket(`${proto}://${location.host}/api/v2${LIVE_SOCKET_PATH}`);
      socket.current = ws;
      ws.onopen = () => {
        if (token) ws.send(JSON.stringify({ type: 'auth', id: 0, token }));
        subscribe();
      };
      ws.onmessage = (event) => {
        const msg = JSON.parse(String(event.data)) as LiveServerMessage;
        if ('seq' in msg && msg.type !== 'snapshot') {
          if (seq.current && msg.seq > seq.current + 1) {
            subscribe();
            return;
          }
          seq.current = Math.max(seq.current, msg.seq);
        }
        switch (msg.type) {
          case 'snapshot':
            seq.current = msg.seq;
            offset.current = msg.now - Date.now();
            setRound(msg.round);
            setBets(msg.bets);
            setHistory(msg.history);
            break;
          case 'betting':
            setRound({
              id: msg.round,
              gameNo: msg.gameNo,
              phase: 'betting',
              bettingEndsAt: msg.bettingEndsAt,
              startedAt: null,
              bust: null,
            });
            setBets([]);
            break;
          case 'running':
            setRound((r) => (r ? { ...r, phase: 'running', startedAt: msg.startedAt } : r));
            break;
          case 'tick':
            offset.current = msg.t - Date.now();
            break;
          case 'bet':
            setBets((b) => [
              ...b,
              { player: msg.player, amount: msg.amount, auto: msg.auto, m: null, win: null },
            ]);
            break;
          case 'cashout':
            setBets((b) =>
              b.map((x) => (x.player === msg.player && x.m === null ? { ...x, m: msg.m, win: msg.win } : x)),
            );
            break;
          case 'bust':
            setRound((r) => (r ? { ...r, phase: 'over', bust: msg.bust } : r));
            past(msg, msg.bust);
            break;
          case 'result':
            setRound((r) => (r ? { ...r, phase: 'over', bust: msg.number } : r));
            past(msg, msg.number);
            break;
          case 'refunded':
            setRound((r) => (r ? { ...r, phase: 'over' } : r));
            break;
          case 'reply': {
            if (typeof msg.id !== 'number') break;
            const done = pending.current.get(msg.id);
            pending.current.delete(msg.id);
            done?.(msg);
            break;
          }
        }
      };
      ws.onclose = () => {
        if (!closed) setTimeout(connect, 1000);
      };
    };
    connect();
    const frame = setInterval(() => setNow(Date.now()), 50);
    return () => {
      closed = true;
      clearInterval(frame);
      ws.close();
    };
  }, [token, game]);

  const request = <T extends keyof LiveReplyData>(message: Request<T>) =>
    new Promise<LiveReply<T>>((resolve) => {
      const id = nextId.current++;
      // The server answers a request of type T with T's reply (the contract's LiveReplyData).
      pending.current.set(id, resolve as (r: LiveReply) => void);
      socket.current?.send(JSON.stringify({ ...message, id }));
    });

  const serverNow = now + offset.current;
  const secondsLeft =
    round?.phase === 'betting' && round.bettingEndsAt
      ? Math.max(0, Math.ceil((round.bettingEndsAt - serverNow) / 1000))
      : 0;
  return { round, bets, history, serverNow, secondsLeft, request, signedIn: Boolean(token) };
}

/**
 * The published chain (terminating hash and salt) a round was played on, for in-browser verification:
 * a used-up chain's rounds are checked against that chain, not its successor. Null if unreachable.
 */
export const fetchChainOf = (game: LiveGame, roundId: string) =>
  callData(liveApi.chain, { game, round_id: roundId }, { toast: false });

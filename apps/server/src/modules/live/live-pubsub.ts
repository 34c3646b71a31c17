import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * The pub/sub port of the live games (docs/ARCHITECTURE.md "Live games: WebSocket and fan-out"): the driver
 * publishes each game's messages on one channel per game (`<REDIS_PREFIX>:live:<game>`), every API process
 * subscribes to the games it serves and forwards the same bytes to its sockets. In-process by default; Redis
 * when REDIS_URL is set, so players on different processes see the same round. One channel per game — never
 * one channel for everything — so a node only receives what its sockets follow (socket.io's all-rooms fan-out
 * pegged CPUs).
 */
export type PubSub = {
  publish(channel: string, message: string): void;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
};

export function inProcessPubSub(): PubSub {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    publish: (channel, message) => void bus.emit(channel, message),
    subscribe: async (channel, onMessage) => void bus.on(channel, onMessage),
    close: async () => void bus.removeAllListeners(),
  };
}

export function redisPubSub(url: string): PubSub {
  const pub = new Redis(url, { maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const handlers = new Map<string, ((message: string) => void)[]>();
  sub.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  // A lost Redis connection is logged by the driver's failed publish; ioredis reconnects and resubscribes.
  pub.on('error', () => {});
  sub.on('error', () => {});
  return {
    publish: (channel, message) => void pub.publish(channel, message).catch(() => {}),
    subscribe: async (channel, onMessage) => {
      const list = handlers.get(channel) ?? [];
      list.push(onMessage);
      handlers.set(channel, list);
      if (list.length === 1) await sub.subscribe(channel);
    },
    close: async () => {
      await Promise.all([pub.quit().catch(() => {}), sub.quit().catch(() => {})]);
    },
  };
}

/** `<REDIS_PREFIX>:live:<game>`: pub/sub ignores the database index; the prefix keeps deployments apart. */
export const channelOf = (prefix: string, game: string) => `${prefix}:live:${game}`;

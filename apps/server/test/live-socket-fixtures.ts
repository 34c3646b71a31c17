import type { AddressInfo } from 'node:net';
import { liveServerMessage } from '@jl/core';
import WebSocket from 'ws';
import type { TestApp } from './harness.ts';

export type Received = { type: string; [k: string]: unknown };

export type TestSocket = {
  ws: WebSocket;
  /** Every message received so far, in order (parsed). */
  received: Received[];
  send(message: unknown): void;
  /** Takes out the first received message of `type`, waiting for it up to `ms`. */
  next(type: string, ms?: number): Promise<Received>;
  close(): void;
};

/** The app listening on a free loopback port (once): sockets go through every hook of the product. */
export async function listening(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/**
 * A WebSocket on the app's `/api/v2/live/socket`, open (`lang`: the upgrade request's header). Every
 * message the server sends must match its contract (`liveServerMessage`): `next` fails otherwise.
 */
export async function openSocket(t: TestApp, options: { lang?: string } = {}): Promise<TestSocket> {
  const port = await listening(t);
  const headers = options.lang ? { lang: options.lang } : undefined;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v2/live/socket`, { headers });
  const received: Received[] = [];
  const offContract: string[] = [];
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(String(data));
    const checked = liveServerMessage.safeParse(message);
    if (!checked.success) offContract.push(`${String(data)}: ${checked.error.message}`);
    received.push(message);
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    received,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: async (type, ms = 5_000) => {
      const until = Date.now() + ms;
      for (;;) {
        if (offContract.length) throw new Error(`off its contract: ${offContract.join('\n')}`);
        const at = received.findIndex((m) => m.type === type);
        if (at >= 0) return received.splice(at, 1)[0]!;
        if (Date.now() > until) throw new Error(`no ${type} message within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => ws.terminate(),
  };
}

/** Waits until `probe` holds (every 10 ms, up to `ms`). */
export async function until(probe: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

import WebSocket from 'ws';
import type { Product } from './product.ts';

/** A player's live-games socket (`/api/v2/live/socket`), as the app opens it; messages as parsed JSON. */
export type LiveMessage = { type: string; id?: unknown; ok?: boolean; error?: string; [k: string]: unknown };

export class LiveSocket {
  readonly messages: LiveMessage[] = [];
  /** How the socket ended: the close code and reason the server sent (1006: none, the connection dropped). */
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.messages.push(JSON.parse(String(data)) as LiveMessage));
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static async open(product: Pick<Product, 'url'>): Promise<LiveSocket> {
    const ws = new WebSocket(`${product.url.replace('http', 'ws')}/api/v2/live/socket`, {
      headers: { 'accept-language': 'pt-BR' },
    });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new LiveSocket(ws);
  }

  send(message: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message));
  }

  replies(): LiveMessage[] {
    return this.messages.filter((m) => m.type === 'reply');
  }

  async next(predicate: (m: LiveMessage) => boolean, timeoutMs = 30_000): Promise<LiveMessage> {
    const deadline = Date.now() + timeoutMs;
    let from = 0;
    while (Date.now() < deadline) {
      const found = this.messages.slice(from).find(predicate);
      if (found) return found;
      from = this.messages.length;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('timed out waiting for a live message');
  }

  close(): void {
    this.ws.close();
  }
}

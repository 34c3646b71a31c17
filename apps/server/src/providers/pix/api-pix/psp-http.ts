import { Agent, request as httpsRequest } from 'node:https';

/**
 * One HTTPS exchange with the PSP over mutual TLS. Every call we make is idempotent by an id of ours
 * (PUT /cob/{txid}, PUT /pix/{e2eid}/devolucao/{id}, PUT /gn/pix/{idEnvio}) or a read, so a timeout,
 * a reset connection or a 5xx is retried with bounded exponential backoff and, if it persists, thrown
 * as `PspError` for the caller to leave the order or withdrawal waiting (never to guess an outcome).
 */
export type PspTls = { cert: string; key: string; ca?: string };

export type PspAnswer = { status: number; body: unknown; text: string };

export class PspError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'PspError';
  }
}

export type PspHttp = {
  send(
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    options?: { body?: string; headers?: Record<string, string> },
  ): Promise<PspAnswer>;
  close(): void;
};

export type PspHttpOptions = {
  tls: PspTls;
  timeoutMs: number;
  /** Waits between attempts after a timeout or 5xx (its length bounds the retries). */
  retryDelaysMs?: number[];
};

const MAX_ANSWER_BYTES = 256 * 1024;

function once(
  agent: Agent,
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PspAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method, agent, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES)
          req.destroy(new PspError('PSP answer too large', res.statusCode ?? null));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = null;
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, text });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new PspError(`PSP timeout after ${timeoutMs} ms`, null)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPspHttp(options: PspHttpOptions): PspHttp {
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 16,
    cert: options.tls.cert,
    key: options.tls.key,
    ...(options.tls.ca ? { ca: options.tls.ca } : {}),
    minVersion: 'TLSv1.2',
  });
  const delays = options.retryDelaysMs ?? [200, 1_000, 3_000];
  return {
    async send(method, url, { body, headers = {} } = {}) {
      const allHeaders: Record<string, string> = { accept: 'application/json', ...headers };
      if (body !== undefined) allHeaders['content-length'] = String(Buffer.byteLength(body));
      let lastError: unknown = null;
      for (let attempt = 0; attempt <= delays.length; attempt += 1) {
        if (attempt > 0) await sleep(delays[attempt - 1]!);
        try {
          const answer = await once(agent, method, url, body, allHeaders, options.timeoutMs);
          if (answer.status < 500) return answer;
          lastError = new PspError(`PSP answered ${answer.status}`, answer.status, answer.text.slice(0, 300));
        } catch (error) {
          lastError = error;
        }
      }
      if (lastError instanceof PspError) throw lastError;
      throw new PspError(`PSP unreachable: ${(lastError as Error)?.message ?? 'unknown'}`, null);
    },
    close() {
      agent.destroy();
    },
  };
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Twilio Messages API (`POST /2010-04-01/Accounts/{Sid}/Messages.json`, HTTP Basic auth, form
 * body To/From/Body → 201 `{sid, status: "queued", …}`; errors `{code, message, more_info, status}`).
 * `failures` makes the next sends fail as Twilio does (21211 invalid number, 500, a hang).
 */
export type SmsFailure = { status: number; code?: number; message?: string; hangMs?: number };

export function createTwilioStandin(options: { accountSid: string; authToken: string; port?: number }) {
  const messages: { to: string; from: string; body: string }[] = [];
  const failures: SmsFailure[] = [];
  let server: Server | null = null;

  async function read(req: IncomingMessage) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return new URLSearchParams(raw);
  }

  const standin = {
    messages,
    failures,
    get url() {
      return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    },
    /** The latest 6-digit code sent to `to`. */
    codeFor(to: string): string | null {
      const last = [...messages].reverse().find((m) => m.to === to);
      return last ? (/\b(\d{6})\b/.exec(last.body)?.[1] ?? null) : null;
    },
    async start() {
      server = createServer((req, res) => {
        void (async () => {
          const json = (status: number, body: unknown) =>
            res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
          const expectedPath = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
          if (req.method !== 'POST' || req.url !== expectedPath)
            return json(404, { code: 20404, message: 'Not Found', status: 404 });
          const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
          if (req.headers.authorization !== basic)
            return json(401, { code: 20003, message: 'Authenticate', status: 401 });
          const form = await read(req);
          const failure = failures.shift();
          if (failure?.hangMs) await new Promise((r) => setTimeout(r, failure.hangMs));
          if (failure)
            return json(failure.status, {
              code: failure.code ?? 20500,
              message: failure.message ?? 'Internal Server Error',
              more_info: 'https://www.twilio.com/docs/errors',
              status: failure.status,
            });
          const to = form.get('To') ?? '';
          const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
          const body = form.get('Body') ?? '';
          if (!/^\+\d{8,15}$/.test(to))
            return json(400, {
              code: 21211,
              message: `The 'To' number ${to} is not a valid phone number.`,
              status: 400,
            });
          if (!from || !body)
            return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
          messages.push({ to, from, body });
          return json(201, {
            sid: `SM${randomBytes(16).toString('hex')}`,
            status: 'queued',
            to,
            from,
            body,
            error_code: null,
          });
        })();
      });
      await new Promise<void>((resolve) => server!.listen(options.port ?? 0, '127.0.0.1', resolve));
      return standin;
    },
    async close() {
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return standin;
}

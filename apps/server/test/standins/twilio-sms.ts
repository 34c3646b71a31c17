import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { closeServer, listen, portOf } from './listening.ts';

/**
 * A local Twilio Messages API (`POST /2010-04-01/Accounts/{Sid}/Messages.json`, HTTP Basic auth, form
 * body To/From (or MessagingServiceSid)/Body → 201 with the Message resource as Twilio's definition
 * documents it; errors `{code, message, more_info, status}`). `failures` makes the next sends fail as
 * Twilio does (21211 invalid number, 500, a hang). `exchanges` records every request and answer, for
 * checking against the vendored definition (test/specs/twilio-spec.ts).
 */
export type SmsFailure = { status: number; code?: number; message?: string; hangMs?: number };
export type SmsExchange = {
  method: string;
  path: string;
  contentType: string | null;
  authorization: string | null;
  body: string;
  status: number;
  answerType: string | null;
  answer: unknown;
  /** The answer was held back by an injected hang (the adapter had given up on it). */
  fault: boolean;
};

const MORE_INFO = 'https://www.twilio.com/docs/errors';
/** RFC 2822, as Twilio writes its dates: "Thu, 24 Aug 2023 05:01:45 +0000". */
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

export function createTwilioStandin(options: { accountSid: string; authToken: string; port?: number }) {
  const messages: { to: string; from: string; body: string }[] = [];
  const failures: SmsFailure[] = [];
  const exchanges: SmsExchange[] = [];
  let server: Server | null = null;

  async function read(req: IncomingMessage) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw;
  }

  const standin = {
    messages,
    failures,
    exchanges,
    get url() {
      return `http://127.0.0.1:${portOf(server!)}`;
    },
    /** The latest 6-digit code sent to `to`. */
    codeFor(to: string): string | null {
      const last = [...messages].reverse().find((m) => m.to === to);
      return last ? (/\b(\d{6})\b/.exec(last.body)?.[1] ?? null) : null;
    },
    async start() {
      server = createServer((req, res) => {
        void (async () => {
          const raw = await read(req);
          let fault = false;
          const json = (status: number, body: unknown) => {
            exchanges.push({
              method: req.method ?? '',
              path: req.url ?? '',
              contentType: req.headers['content-type'] ?? null,
              authorization: req.headers.authorization ?? null,
              body: raw,
              status,
              answerType: 'application/json',
              answer: body,
              fault,
            });
            res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
          };
          const error = (status: number, code: number, message: string) =>
            json(status, { code, message, more_info: `${MORE_INFO}/${code}`, status });
          const expectedPath = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
          if (req.method !== 'POST' || req.url !== expectedPath)
            return error(404, 20404, `The requested resource ${req.url} was not found`);
          const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
          if (req.headers.authorization !== basic) return error(401, 20003, 'Authenticate');
          const form = new URLSearchParams(raw);
          const failure = failures.shift();
          if (failure?.hangMs) {
            fault = true;
            await new Promise((r) => setTimeout(r, failure.hangMs));
          }
          if (failure)
            return error(failure.status, failure.code ?? 20500, failure.message ?? 'Internal Server Error');
          const to = form.get('To') ?? '';
          const from = form.get('From');
          const service = form.get('MessagingServiceSid');
          const body = form.get('Body') ?? '';
          if (!/^\+\d{8,15}$/.test(to))
            return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
          if (!from && !service)
            return error(
              400,
              21603,
              "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
            );
          if (!body) return error(400, 21602, 'Message body is required.');
          messages.push({ to, from: from ?? service ?? '', body });
          const sid = `SM${randomBytes(16).toString('hex')}`;
          const now = rfc2822(new Date());
          const resource = `/2010-04-01/Accounts/${options.accountSid}/Messages/${sid}`;
          // Through a Messaging Service the answer is "accepted", the sender picked later from its pool.
          return json(201, {
            account_sid: options.accountSid,
            api_version: '2010-04-01',
            body,
            date_created: now,
            date_sent: null,
            date_updated: now,
            direction: 'outbound-api',
            error_code: null,
            error_message: null,
            from: from ?? null,
            messaging_service_sid: service ?? null,
            num_media: '0',
            num_segments: '1',
            price: null,
            price_unit: 'USD',
            sid,
            status: service && !from ? 'accepted' : 'queued',
            subresource_uris: { media: `${resource}/Media.json` },
            to,
            uri: `${resource}.json`,
          });
        })();
      });
      await listen(server, options.port);
      return standin;
    },
    async close() {
      await closeServer(server);
    },
  };
  return standin;
}

import { z } from 'zod';
import type { TwilioConfig } from '../../config/provider-env.ts';

/**
 * Twilio's Programmable Messaging API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP
 * Basic auth (Account SID : Auth Token), a form body `To`, `From` (or `MessagingServiceSid`), `Body`.
 * A 201 answer with a message SID means accepted for delivery; anything else throws `SmsSendError`,
 * which names Twilio's error code (never the message text, which carries the one-time code).
 */
export type SmsGateway = { name: string; send(phone: string, text: string): Promise<void> };

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly gatewayCode: number | null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

const accepted = z.object({
  sid: z.string().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  status: z.string().max(40),
});
const problem = z.object({
  code: z.coerce.number().int().optional(),
  message: z.string().max(500).optional(),
});

export function createTwilioProvider(config: TwilioConfig): SmsGateway {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    async send(phone, text) {
      const body = new URLSearchParams({ To: phone, [sender]: config.from, Body: text });
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).name}`, null, null);
      }
      const json: unknown = await response.json().catch(() => null);
      if (response.status === 201 && accepted.safeParse(json).success) return;
      const known = problem.safeParse(json);
      const code = known.success ? (known.data.code ?? null) : null;
      // Twilio's message may quote the number: masked, as the log must not hold players' phones.
      const detail = known.success ? (known.data.message ?? '').replace(/\+?\d{6,}/g, '[phone]') : '';
      throw new SmsSendError(
        `SMS gateway refused (${response.status}${code ? ` ${code}` : ''}) ${detail}`.trim(),
        response.status,
        code,
      );
    },
  };
}

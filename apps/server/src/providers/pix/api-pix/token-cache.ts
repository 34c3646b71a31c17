import type { ApiPixConfig } from '../../../config/provider-env.ts';
import { tokenAnswer } from './api-pix-wire.ts';
import { PspError, type PspHttp } from './psp-http.ts';

/** Renew this long before the PSP's expiry, so that a token never expires in flight. */
const MARGIN_MS = 60_000;

/**
 * The OAuth2 client-credentials token (RFC 6749 §4.4) over the same mTLS channel, kept until shortly
 * before `expires_in` and shared by concurrent callers (one request to the token endpoint at a time).
 */
export function createTokenCache(options: { http: PspHttp; config: ApiPixConfig; now: () => Date }) {
  const { http, config } = options;
  let current: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`, 'utf8').toString('base64');
    const json = config.tokenFormat === 'json';
    const answer = await http.send('POST', config.tokenUrl, {
      body: json ? JSON.stringify({ grant_type: 'client_credentials' }) : 'grant_type=client_credentials',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      },
    });
    if (answer.status !== 200 && answer.status !== 201) {
      throw new PspError(`PSP token refused (${answer.status})`, answer.status);
    }
    const parsed = tokenAnswer.safeParse(answer.body);
    if (!parsed.success) throw new PspError('unexpected token answer from the PSP', answer.status);
    const lifetimeMs = parsed.data.expires_in * 1000;
    current = {
      token: parsed.data.access_token,
      expiresAt: options.now().getTime() + Math.max(lifetimeMs - MARGIN_MS, lifetimeMs / 2),
    };
    return current.token;
  }

  return {
    async get(): Promise<string> {
      if (current && current.expiresAt > options.now().getTime()) return current.token;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forgets a token the PSP refused (revoked or expired early). */
    invalidate(token: string) {
      if (current?.token === token) current = null;
    },
  };
}

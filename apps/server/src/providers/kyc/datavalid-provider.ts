import type { DatavalidConfig } from '../../config/provider-env.ts';
import { basicoBody, basicoResult, biometriaBody, biometriaResult, tokenAnswer } from './datavalid-wire.ts';
import { type FaceAnswer, type KycProvider, KycUnavailable, type PersonAnswer } from './kyc-provider.ts';

/** Renew this long before Serpro's expiry, so that a token never expires in flight. */
const MARGIN_MS = 30_000;

type Answer = { status: number; body: unknown };

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new KycUnavailable(`Datavalid unreachable: ${(error as Error).name}`);
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** The gateway's bearer token, kept until shortly before `expires_in`, one request at a time. */
function createTokenCache(config: DatavalidConfig, now: () => Date) {
  let current: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`, 'utf8').toString('base64');
    const init = {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    };
    const answer = await send(config.tokenUrl, init, config.timeoutMs);
    const parsed = tokenAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new KycUnavailable(`Datavalid token refused (${answer.status})`);
    const lifetimeMs = parsed.data.expires_in * 1000;
    current = {
      token: parsed.data.access_token,
      expiresAt: now().getTime() + Math.max(lifetimeMs - MARGIN_MS, lifetimeMs / 2),
    };
    return current.token;
  }

  return {
    async get(): Promise<string> {
      if (current && current.expiresAt > now().getTime()) return current.token;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forgets a token the gateway refused (expired early). */
    invalidate(token: string) {
      if (current?.token === token) current = null;
    },
  };
}

/**
 * Serpro Datavalid (vendor/serpro-datavalid): an OAuth2 client-credentials token from Serpro's
 * gateway (`Authorization: Basic base64(key:secret)`, form `grant_type=client_credentials`), then
 * `POST {basico}/validate/pf` for the CPF's status, name and birth date and `POST
 * {biometria}/validate/pf-face` with the selfie for the face match. A 401 means the token expired
 * (Serpro's README): a new one is asked for and the call repeated once. A timeout, a network error, a
 * 5xx, a 422 or an answer outside the document throws `KycUnavailable`; nothing is decided on it.
 */
export function createDatavalidProvider(config: DatavalidConfig, now: () => Date = () => new Date()) {
  const tokens = createTokenCache(config, now);

  async function validate(url: string, body: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await tokens.get();
      const headers = {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        'content-type': 'application/json',
      };
      const answer = await send(
        url,
        { method: 'POST', headers, body: JSON.stringify(body) },
        config.timeoutMs,
      );
      if (answer.status === 200) return answer.body;
      if (answer.status === 401 && attempt === 0) {
        tokens.invalidate(bearer);
        continue;
      }
      throw new KycUnavailable(`Datavalid answered ${answer.status}`);
    }
  }

  const provider: KycProvider = {
    name: 'datavalid',
    async checkPerson(query): Promise<PersonAnswer> {
      const parsed = basicoResult.safeParse(
        await validate(`${config.basicoUrl}/validate/pf`, basicoBody(query)),
      );
      if (!parsed.success) throw new KycUnavailable('unexpected Datavalid answer (validate/pf)');
      const r = parsed.data;
      return {
        cpfRegular: r.situacao_cpf === true,
        nameMatches: r.nome === true,
        birthDateMatches: r.data_nascimento === true,
      };
    },
    async checkFace(query): Promise<FaceAnswer> {
      const parsed = biometriaResult.safeParse(
        await validate(`${config.biometriaUrl}/validate/pf-face`, biometriaBody(query, query.selfie)),
      );
      if (!parsed.success) throw new KycUnavailable('unexpected Datavalid answer (validate/pf-face)');
      const r = parsed.data;
      return {
        cpfRegular: r.informacoes_adicionais?.cpf_regular === true,
        nameMatches: r.nome === true,
        birthDateMatches: r.data_nascimento === true,
        faceAvailable: r.biometria_face_disponivel === true,
        faceMatches: r.biometria_face === true,
        similarity: r.biometria_face_similaridade ?? null,
      };
    },
  };
  return provider;
}

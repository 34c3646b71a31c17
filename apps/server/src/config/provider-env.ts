import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Environment of the production providers (docs/OPERATIONS.md "Going live"): the BCB API Pix PSP
 * (with Efí's Pix-out), its webhook protection, and the Twilio SMS gateway. Certificates and keys
 * come as PEM text in the variable or from the file the `_FILE` variable names; they are never logged.
 */
const list = z
  .string()
  .max(2000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const providerEnvShape = {
  /** BCB API Pix base URL with its version prefix, e.g. https://pix.api.efipay.com.br/v2. */
  API_PIX_BASE_URL: z.string().url().optional(),
  /** OAuth2 token endpoint (default: <origin of API_PIX_BASE_URL>/oauth/token). */
  API_PIX_TOKEN_URL: z.string().url().optional(),
  /** `form` (RFC 6749) or `json` (`{"grant_type":"client_credentials"}`, as Efí documents it). */
  API_PIX_TOKEN_FORMAT: z.enum(['form', 'json']).default('form'),
  API_PIX_CLIENT_ID: z.string().min(1).max(200).optional(),
  API_PIX_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** Our client certificate and key for the PSP's mTLS (PEM text, or a path in the _FILE variant). */
  API_PIX_CERT: z.string().optional(),
  API_PIX_CERT_FILE: z.string().optional(),
  API_PIX_KEY: z.string().optional(),
  API_PIX_KEY_FILE: z.string().optional(),
  /** Extra CA to trust for the PSP's server certificate (default: the system's CAs). */
  API_PIX_CA: z.string().optional(),
  API_PIX_CA_FILE: z.string().optional(),
  /** The operator's receiving Pix key (charges, webhook registration, and the payer key of payouts). */
  API_PIX_CHAVE: z.string().min(1).max(77).optional(),
  /**
   * How the payer of a received Pix is established (docs/OPERATIONS.md "Production providers" → "The
   * payer of a deposit"): `extension` — the PSP names the payer in its callback (Efí's
   * `gnExtras.pagador`); `cob-devedor` — the PSP is set to accept a cob only from its `devedor` (the
   * player's CPF), so a callback without a payer is confirmed by reading the cob back. A payment whose
   * payer stays unknown is never credited (refunded in br-regulated).
   */
  API_PIX_PAYER_SOURCE: z.enum(['extension', 'cob-devedor']).default('extension'),
  /** Efí's Pix-out base (default: <origin of API_PIX_BASE_URL>/v2/gn). */
  API_PIX_PAYOUT_BASE_URL: z.string().url().optional(),
  /** Per-request timeout to the PSP. */
  API_PIX_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** First wait before retrying a PSP call after a timeout or 5xx (then ×4, ×12: three retries). */
  API_PIX_RETRY_BASE_MS: z.coerce.number().int().min(1).max(10_000).default(250),
  /** The URL registered with `PUT /webhook/{chave}`; the PSP posts to it + "/pix". */
  PIX_WEBHOOK_URL: z.string().url().optional(),
  /** A dedicated HTTPS listener for the PSP's callbacks that requires the PSP's client certificate. */
  PIX_WEBHOOK_MTLS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PIX_WEBHOOK_TLS_CERT: z.string().optional(),
  PIX_WEBHOOK_TLS_CERT_FILE: z.string().optional(),
  PIX_WEBHOOK_TLS_KEY: z.string().optional(),
  PIX_WEBHOOK_TLS_KEY_FILE: z.string().optional(),
  /** The CA chain that signs the PSP's client certificate (Efí publishes its chain). */
  PIX_WEBHOOK_CLIENT_CA: z.string().optional(),
  PIX_WEBHOOK_CLIENT_CA_FILE: z.string().optional(),
  /** Fallback without mTLS: addresses the PSP posts from (used with PIX_WEBHOOK_SECRET as `?hmac=`). */
  PIX_WEBHOOK_ALLOW_IPS: list.optional(),
  /** SMS gateway: Twilio's Messages API. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/)
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).max(200).optional(),
  /** The sender: an E.164 number or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/)
    .optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Identity bureau: Serpro Datavalid (vendor/serpro-datavalid). The gateway's OAuth2 token endpoint. */
  DATAVALID_TOKEN_URL: z.string().url().default('https://apigateway.serpro.gov.br/token'),
  /** Datavalid Básico's base (its `/validate/pf` checks the CPF's status, name and birth date). */
  DATAVALID_BASICO_URL: z.string().url().default('https://apigateway.serpro.gov.br/datavalid/basico/vbeta1'),
  /** Datavalid Biometria's base (its `/validate/pf-face` adds the face match). */
  DATAVALID_BIOMETRIA_URL: z
    .string()
    .url()
    .default('https://apigateway.serpro.gov.br/datavalid/biometria/vbeta1'),
  /** The contract's Consumer Key and Consumer Secret (Serpro's customer area). */
  DATAVALID_CONSUMER_KEY: z.string().min(1).max(200).optional(),
  DATAVALID_CONSUMER_SECRET: z.string().min(1).max(500).optional(),
  /** Per-call timeout to Datavalid (a timeout: "try again later", nothing decided). */
  DATAVALID_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
};

const providerEnv = z.object(providerEnvShape);
type ProviderEnv = z.infer<typeof providerEnv>;

export type ApiPixConfig = {
  baseUrl: string;
  tokenUrl: string;
  tokenFormat: 'form' | 'json';
  clientId: string;
  clientSecret: string;
  tls: { cert: string; key: string; ca?: string };
  chave: string;
  payerSource: 'extension' | 'cob-devedor';
  payoutBaseUrl: string;
  timeoutMs: number;
  retryDelaysMs: number[];
  webhookUrl: string;
};

export type WebhookGuardConfig = {
  /** The dedicated mTLS listener, when configured: callbacks must arrive through it. */
  mtls: { port: number; cert: string; key: string; clientCa: string } | null;
  /** Allow-listed addresses for the shared-secret fallback (empty: not used). */
  allowIps: string[];
};

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
  timeoutMs: number;
};

export type DatavalidConfig = {
  tokenUrl: string;
  basicoUrl: string;
  biometriaUrl: string;
  consumerKey: string;
  consumerSecret: string;
  timeoutMs: number;
};

export type ProviderConfig = {
  apiPix: ApiPixConfig | null;
  pixWebhookGuard: WebhookGuardConfig;
  twilio: TwilioConfig | null;
  datavalid: DatavalidConfig | null;
};

/** PEM text from `NAME` or from the file `NAME_FILE` names; `missing` collects what is absent. */
function pem(env: Record<string, unknown>, name: string, missing: string[], required = true) {
  const inline = env[name];
  const file = env[`${name}_FILE`];
  if (typeof inline === 'string' && inline.trim()) return inline.replace(/\\n/g, '\n');
  if (typeof file === 'string' && file.trim()) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // The path is named, never the content.
      missing.push(`${name}_FILE (cannot read ${file})`);
      return '';
    }
  }
  if (required) missing.push(`${name} or ${name}_FILE`);
  return '';
}

/**
 * Resolves the providers the environment selects. Throws naming every missing or unreadable setting,
 * so that a misconfigured deployment refuses to boot instead of failing at the first deposit.
 */
export function resolveProviders(
  env: ProviderEnv & {
    PIX_PROVIDER: string;
    SMS_PROVIDER: string;
    KYC_PROVIDER?: string;
    PUBLIC_URL: string;
  },
  secretFallback: boolean,
): ProviderConfig {
  const missing: string[] = [];
  let apiPix: ApiPixConfig | null = null;
  if (env.PIX_PROVIDER === 'apiPix') {
    for (const name of [
      'API_PIX_BASE_URL',
      'API_PIX_CLIENT_ID',
      'API_PIX_CLIENT_SECRET',
      'API_PIX_CHAVE',
    ] as const)
      if (!env[name]) missing.push(name);
    const cert = pem(env, 'API_PIX_CERT', missing);
    const key = pem(env, 'API_PIX_KEY', missing);
    const ca = pem(env, 'API_PIX_CA', missing, false) || undefined;
    const origin = env.API_PIX_BASE_URL ? new URL(env.API_PIX_BASE_URL).origin : '';
    apiPix = {
      baseUrl: (env.API_PIX_BASE_URL ?? '').replace(/\/+$/, ''),
      tokenUrl: env.API_PIX_TOKEN_URL ?? `${origin}/oauth/token`,
      tokenFormat: env.API_PIX_TOKEN_FORMAT,
      clientId: env.API_PIX_CLIENT_ID ?? '',
      clientSecret: env.API_PIX_CLIENT_SECRET ?? '',
      tls: { cert, key, ca },
      chave: env.API_PIX_CHAVE ?? '',
      payerSource: env.API_PIX_PAYER_SOURCE,
      payoutBaseUrl: (env.API_PIX_PAYOUT_BASE_URL ?? `${origin}/v2/gn`).replace(/\/+$/, ''),
      timeoutMs: env.API_PIX_TIMEOUT_MS,
      retryDelaysMs: [1, 4, 12].map((k) => k * env.API_PIX_RETRY_BASE_MS),
      webhookUrl: (env.PIX_WEBHOOK_URL ?? `${env.PUBLIC_URL}/api/v2/payments/pix/webhook`).replace(
        /\/+$/,
        '',
      ),
    };
  }
  let mtls: WebhookGuardConfig['mtls'] = null;
  if (env.PIX_WEBHOOK_MTLS_PORT !== undefined) {
    mtls = {
      port: env.PIX_WEBHOOK_MTLS_PORT,
      cert: pem(env, 'PIX_WEBHOOK_TLS_CERT', missing),
      key: pem(env, 'PIX_WEBHOOK_TLS_KEY', missing),
      clientCa: pem(env, 'PIX_WEBHOOK_CLIENT_CA', missing),
    };
  }
  const allowIps = env.PIX_WEBHOOK_ALLOW_IPS ?? [];
  if (apiPix && !mtls && (!secretFallback || allowIps.length === 0)) {
    missing.push(
      'PIX_WEBHOOK_MTLS_PORT with PIX_WEBHOOK_TLS_CERT, PIX_WEBHOOK_TLS_KEY and PIX_WEBHOOK_CLIENT_CA ' +
        '(or the fallback: PIX_WEBHOOK_SECRET with PIX_WEBHOOK_ALLOW_IPS)',
    );
  }
  let twilio: TwilioConfig | null = null;
  if (env.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
      if (!env[name]) missing.push(name);
    twilio = {
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
      baseUrl: env.TWILIO_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: env.TWILIO_TIMEOUT_MS,
    };
  }
  const datavalid = env.KYC_PROVIDER === 'datavalid' ? datavalidConfig(env, missing) : null;
  if (missing.length) throw new Error(`Missing provider configuration: ${missing.join(', ')}`);
  return { apiPix, pixWebhookGuard: { mtls, allowIps }, twilio, datavalid };
}

function datavalidConfig(env: ProviderEnv, missing: string[]): DatavalidConfig {
  for (const name of ['DATAVALID_CONSUMER_KEY', 'DATAVALID_CONSUMER_SECRET'] as const)
    if (!env[name]) missing.push(name);
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    tokenUrl: env.DATAVALID_TOKEN_URL,
    basicoUrl: trim(env.DATAVALID_BASICO_URL),
    biometriaUrl: trim(env.DATAVALID_BIOMETRIA_URL),
    consumerKey: env.DATAVALID_CONSUMER_KEY ?? '',
    consumerSecret: env.DATAVALID_CONSUMER_SECRET ?? '',
    timeoutMs: env.DATAVALID_TIMEOUT_MS,
  };
}

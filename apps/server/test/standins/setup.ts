import { randomBytes } from 'node:crypto';
import { createPspStandin, type PspStandin } from './api-pix-psp.ts';
import { makeTestPki, type TestPki } from './certs.ts';
import { createDrandStandin, type DrandStandin } from './drand.ts';
import { createTwilioStandin } from './twilio-sms.ts';

/**
 * The stand-ins of the production providers, started, with the environment that points the server at
 * them (used by the adapter tests and by `npm run smoke:production`). Credentials are random per run.
 */
export type Standins = {
  pki: TestPki;
  psp: PspStandin;
  sms: ReturnType<typeof createTwilioStandin>;
  /** A drand relay of its own chain (a round every second), for the live games' salt ceremony. */
  drand: DrandStandin;
  /** Environment for the server: API Pix + Efí Pix-out + Twilio + drand, against the stand-ins. */
  env(options: {
    webhookUrl: string;
    mtlsPort?: number;
    fallback?: { secret: string; allowIps: string };
  }): Record<string, string>;
  close(): Promise<void>;
};

export const CASINO_KEY = 'pix@jogolimpo.example';

export async function startStandins(options: {
  now: () => Date;
  pspPort?: number;
  smsPort?: number;
  drandPort?: number;
}): Promise<Standins> {
  const pki = makeTestPki();
  const clientId = `Client_Id_${randomBytes(8).toString('hex')}`;
  const clientSecret = `Client_Secret_${randomBytes(16).toString('hex')}`;
  const psp = await createPspStandin({
    tls: { ...pki.pspServer, ca: pki.ca },
    clientCert: pki.pspClient,
    clientId,
    clientSecret,
    now: options.now,
    port: options.pspPort,
  }).start();
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const sms = await createTwilioStandin({ accountSid, authToken, port: options.smsPort }).start();
  // A beacon network keeps real time whatever clock a test gives the PSP (a test may build its app, and
  // its clock, only after the stand-ins): the drand stand-in reads the wall clock.
  const drand = await createDrandStandin({ now: () => new Date(), port: options.drandPort }).start();
  return {
    pki,
    psp,
    sms,
    drand,
    env({ webhookUrl, mtlsPort, fallback }) {
      const env: Record<string, string> = {
        PIX_PROVIDER: 'apiPix',
        API_PIX_BASE_URL: `${psp.url}/v2`,
        API_PIX_CLIENT_ID: clientId,
        API_PIX_CLIENT_SECRET: clientSecret,
        API_PIX_CERT: pki.casinoClient.cert,
        API_PIX_KEY: pki.casinoClient.key,
        API_PIX_CA: pki.ca,
        API_PIX_CHAVE: CASINO_KEY,
        API_PIX_TIMEOUT_MS: '1500',
        API_PIX_RETRY_BASE_MS: '20',
        PIX_WEBHOOK_URL: webhookUrl,
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM: '+5511999990000',
        TWILIO_BASE_URL: sms.url,
        TWILIO_TIMEOUT_MS: '1000',
        ...drand.env(),
        // A new chain's salt is the stand-in's round 3 s after the commitment (production: 30 s).
        LIVE_BEACON_DELAY_SECONDS: '3',
      };
      if (mtlsPort !== undefined) {
        Object.assign(env, {
          PIX_WEBHOOK_MTLS_PORT: String(mtlsPort),
          PIX_WEBHOOK_TLS_CERT: pki.casinoServer.cert,
          PIX_WEBHOOK_TLS_KEY: pki.casinoServer.key,
          PIX_WEBHOOK_CLIENT_CA: pki.ca,
        });
      }
      if (fallback)
        Object.assign(env, { PIX_WEBHOOK_SECRET: fallback.secret, PIX_WEBHOOK_ALLOW_IPS: fallback.allowIps });
      return env;
    },
    async close() {
      await psp.close();
      await sms.close();
      await drand.close();
    },
  };
}

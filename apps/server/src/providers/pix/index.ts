import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { devHelpersOnly } from '../../lib/dev-helpers.ts';
import { getPixSettings } from '../../modules/config/index.ts';
import { createApiPixProvider } from './api-pix/api-pix-provider.ts';
import { startWebhookListener, type WebhookListener } from './api-pix/webhook-listener.ts';
import type { PayoutEventHandler, PixProvider } from './pix-provider.ts';
import { sandboxPayerRoutes } from './sandbox-page.ts';
import { createSandboxPixProvider, type SandboxPixProvider } from './sandbox-provider.ts';

export type { ApiPixProvider } from './api-pix/api-pix-provider.ts';
export type * from './pix-provider.ts';
export { renderQr } from './qr.ts';
export type { SandboxKnobs, SandboxPixProvider } from './sandbox-provider.ts';
export { SIGNATURE_HEADER, signBody, verifySignature } from './signature.ts';

/** Where the PSP (and the in-process sandbox) posts its notifications. */
export const WEBHOOK_PATH = '/api/v2/payments/pix/webhook';
/** The API Pix posts to the registered URL + "/pix" (bacen/pix-api, webhook callbacks). */
export const API_PIX_CALLBACK_PATH = `${WEBHOOK_PATH}/pix`;

/** The payout-result handler slot: the withdraw module sets it; the webhook calls it. */
export type PayoutHandlerSlot = {
  handler: PayoutEventHandler | null;
  set(handler: PayoutEventHandler): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured Pix PSP (the sandbox by default; refused in production by config/env.ts). */
    pix: PixProvider;
    pixPayouts: PayoutHandlerSlot;
    /** The port of the dedicated mTLS webhook listener, once listening (null when not configured). */
    pixWebhookPort(): number | null;
  }
}

export type PixPluginOptions = {
  /** A provider injected by tests or by a deployment; default: the one `PIX_PROVIDER` names. */
  provider?: PixProvider;
};

export function isSandbox(provider: PixProvider): provider is SandboxPixProvider {
  return provider.name === 'sandbox' && 'pay' in provider;
}

function configuredProvider(app: FastifyInstance): PixProvider {
  switch (app.config.PIX_PROVIDER) {
    case 'sandbox':
      return createSandboxPixProvider({
        secret: app.config.pixWebhookSecret,
        merchant: () => getPixSettings(app.db),
        now: () => app.now(),
        // In-process, as the PSP would over HTTPS: the same route, parser and signature check.
        deliver: async (rawBody, headers) => {
          const answer = await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: rawBody, headers });
          return { status: answer.statusCode, body: answer.body };
        },
        // The demo now and then delivers a payment twice, proving the credit is idempotent.
        knobs: { duplicateRate: app.config.NODE_ENV === 'development' ? 0.2 : 0 },
      });
    case 'apiPix':
      return createApiPixProvider({
        config: app.config.providers.apiPix!,
        guard: app.config.providers.pixWebhookGuard,
        webhookSecret: app.config.PIX_WEBHOOK_SECRET ?? null,
        merchant: () => getPixSettings(app.db),
        now: () => app.now(),
        log: app.log,
      });
  }
}

/**
 * At start: the mTLS callback listener (when configured) and the provider's own start (the API Pix
 * registers its webhook). A PSP that does not answer yet does not stop the boot: the registration is
 * retried with backoff, logged, until it succeeds or the app closes.
 */
function startProvider(app: FastifyInstance, provider: PixProvider) {
  let listener: WebhookListener | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  app.decorate('pixWebhookPort', () => listener?.port() ?? null);
  app.addHook('onReady', async () => {
    const mtls = app.config.providers.pixWebhookGuard.mtls;
    if (mtls && !isSandbox(provider)) {
      listener = await startWebhookListener(app, {
        host: app.config.HOST,
        ...mtls,
        paths: [WEBHOOK_PATH, API_PIX_CALLBACK_PATH],
      });
    }
    const start = provider.start?.bind(provider);
    if (!start) return;
    const attempt = async (delayMs: number) => {
      try {
        await start();
      } catch (err) {
        if (closed) return;
        app.log.error({ err, retryInMs: delayMs }, 'pix provider start failed; retrying');
        retry = setTimeout(() => void attempt(Math.min(delayMs * 2, 300_000)), delayMs);
        retry.unref();
      }
    };
    await attempt(5_000);
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await listener?.close();
  });
}

/**
 * Decorates the app with its Pix provider and, outside production, serves the sandbox payer page
 * at `/sandbox/pix`. Registered at the root so that every module reaches `app.pix`.
 */
export const pixPlugin = fp(async (app: FastifyInstance, options: PixPluginOptions) => {
  const provider = options.provider ?? configuredProvider(app);
  const slot: PayoutHandlerSlot = {
    handler: null,
    set(handler) {
      slot.handler = handler;
    },
  };
  app.decorate('pix', provider);
  app.decorate('pixPayouts', slot);
  app.addHook('onClose', async () => provider.close());
  startProvider(app, provider);
  if (!app.config.isProduction && isSandbox(provider)) {
    await app.register(async (dev) => {
      // Paying any charge is free money: loopback clients only unless DEV_HELPERS_OPEN=true.
      dev.addHook('onRequest', devHelpersOnly(app.config));
      await dev.register(sandboxPayerRoutes(provider, () => app.now()));
    });
  }
});

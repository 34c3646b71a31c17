import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getPixSettings } from '../../modules/config/index.ts';
import type { PayoutEventHandler, PixProvider } from './pix-provider.ts';
import { sandboxPayerRoutes } from './sandbox-page.ts';
import { createSandboxPixProvider, type SandboxPixProvider } from './sandbox-provider.ts';

export type * from './pix-provider.ts';
export { renderQr } from './qr.ts';
export type { SandboxKnobs, SandboxPixProvider } from './sandbox-provider.ts';
export { SIGNATURE_HEADER, signBody, verifySignature } from './signature.ts';

/** Where the PSP (and the in-process sandbox) posts its notifications. */
export const WEBHOOK_PATH = '/api/v2/payments/pix/webhook';

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
  }
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
  if (!app.config.isProduction && isSandbox(provider)) {
    await app.register(sandboxPayerRoutes(provider, () => app.now()));
  }
});

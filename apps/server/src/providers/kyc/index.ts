import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatavalidProvider } from './datavalid-provider.ts';
import type { KycProvider } from './kyc-provider.ts';
import { createSandboxKyc } from './sandbox-kyc.ts';

export { createDatavalidProvider } from './datavalid-provider.ts';
export type { FaceAnswer, KycProvider, PersonAnswer, PersonQuery } from './kyc-provider.ts';
export { KycUnavailable } from './kyc-provider.ts';
export { createSandboxKyc, SANDBOX_KYC_CASES, type SandboxKyc } from './sandbox-kyc.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity bureau KYC_PROVIDER names (tests may inject their own). */
    kyc: KycProvider;
  }
}

/** The bureau KYC_PROVIDER names: Serpro Datavalid (config/provider-env.ts) or the sandbox. */
export function createKycProvider(app: FastifyInstance): KycProvider {
  const datavalid = app.config.providers.datavalid;
  if (app.config.KYC_PROVIDER === 'datavalid' && datavalid)
    return createDatavalidProvider(datavalid, () => app.now());
  return createSandboxKyc();
}

export const kycPlugin = fp(async (app: FastifyInstance, options: { provider?: KycProvider }) => {
  app.decorate('kyc', options.provider ?? createKycProvider(app));
});

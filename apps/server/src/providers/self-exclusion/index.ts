import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The central self-exclusion registry (Instrução Normativa SPA/MF, DOU 10/11/2025): asked by CPF,
 * it answers "Impedido – Autoexclusão Centralizada" (barred) or "Não Impedido". A real adapter calls
 * the federal platform; the sandbox answers from a configured list. Either may throw when the
 * registry cannot be reached — the rg module then fails closed in br-regulated.
 */
export type RegistryAnswer = { barred: boolean; reason: string | null };

export type SelfExclusionRegistry = {
  readonly name: string;
  /** `cpf`: 11 digits. Throws when the registry is unavailable. */
  check(cpf: string): Promise<RegistryAnswer>;
};

/** Development and tests: a list of barred CPFs (SELF_EXCLUSION_BARRED_CPFS), and a switch to make it unreachable. */
export type SandboxRegistry = SelfExclusionRegistry & {
  barred: Set<string>;
  available: boolean;
  calls: number;
};

export function createSandboxRegistry(barredCpfs: readonly string[] = []): SandboxRegistry {
  const registry: SandboxRegistry = {
    name: 'sandbox',
    barred: new Set(barredCpfs.map((c) => c.replace(/\D/g, ''))),
    available: true,
    calls: 0,
    async check(cpf) {
      registry.calls += 1;
      if (!registry.available) throw new Error('sandbox self-exclusion registry unavailable');
      return registry.barred.has(cpf)
        ? { barred: true, reason: 'Impedido – Autoexclusão Centralizada' }
        : { barred: false, reason: null };
    },
  };
  return registry;
}

/** No registry configured: every question is unanswered (fails closed in br-regulated). */
export function createUnconfiguredRegistry(): SelfExclusionRegistry {
  return {
    name: 'none',
    async check() {
      throw new Error('no central self-exclusion registry is configured (SELF_EXCLUSION_PROVIDER=none)');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The central self-exclusion registry (the sandbox unless a deployment injects a real adapter). */
    selfExclusion: SelfExclusionRegistry;
  }
}

export const selfExclusionPlugin = fp(
  async (app: FastifyInstance, options: { provider?: SelfExclusionRegistry }) => {
    const provider =
      options.provider ??
      (app.config.selfExclusionProvider === 'none' ? createUnconfiguredRegistry() : null) ??
      createSandboxRegistry(
        (app.config.SELF_EXCLUSION_BARRED_CPFS ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    app.decorate('selfExclusion', provider);
  },
);

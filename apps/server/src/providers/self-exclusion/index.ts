import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The central registry of barred persons, SIGAP's "Módulo de Impedidos": asked by CPF, it answers
 * "Não Impedido" or "Impedido" with the category — the centralised self-exclusion (Instrução Normativa
 * SPA/MF, DOU 10/11/2025) or a Bolsa Família / BPC beneficiary (IN SPA/MF 22/2025). A real adapter
 * calls the federal platform; the sandbox answers from configured lists. Either may throw when the
 * registry cannot be reached — the rg module then fails closed in br-regulated.
 */
export type RegistryCategory = 'self_exclusion' | 'beneficiary';
export type RegistryAnswer = { barred: boolean; reason: string | null; category: RegistryCategory | null };

/** The registry's wording of each category ("Impedido – …"). */
export const REGISTRY_REASONS: Record<RegistryCategory, string> = {
  self_exclusion: 'Impedido – Autoexclusão Centralizada',
  beneficiary: 'Impedido – Beneficiário de Programa Social (Bolsa Família/BPC)',
};

export type SelfExclusionRegistry = {
  readonly name: string;
  /** `cpf`: 11 digits. Throws when the registry is unavailable. */
  check(cpf: string): Promise<RegistryAnswer>;
};

/**
 * Development and tests: a list of self-excluded CPFs (SELF_EXCLUSION_BARRED_CPFS), a list of
 * Bolsa Família / BPC beneficiaries (SIGAP_BENEFICIARY_CPFS), and a switch to make it unreachable.
 * A CPF on both lists is answered as a beneficiary (the category that closes the account).
 */
export type SandboxRegistry = SelfExclusionRegistry & {
  barred: Set<string>;
  beneficiaries: Set<string>;
  available: boolean;
  calls: number;
};

const digitsOf = (cpfs: readonly string[]) => new Set(cpfs.map((c) => c.replace(/\D/g, '')));

function sandboxAnswer(registry: SandboxRegistry, cpf: string): RegistryAnswer {
  const category: RegistryCategory | null = registry.beneficiaries.has(cpf)
    ? 'beneficiary'
    : registry.barred.has(cpf)
      ? 'self_exclusion'
      : null;
  return category
    ? { barred: true, reason: REGISTRY_REASONS[category], category }
    : { barred: false, reason: null, category: null };
}

export function createSandboxRegistry(
  barredCpfs: readonly string[] = [],
  beneficiaryCpfs: readonly string[] = [],
): SandboxRegistry {
  const registry: SandboxRegistry = {
    name: 'sandbox',
    barred: digitsOf(barredCpfs),
    beneficiaries: digitsOf(beneficiaryCpfs),
    available: true,
    calls: 0,
    async check(cpf) {
      registry.calls += 1;
      if (!registry.available) throw new Error('sandbox self-exclusion registry unavailable');
      return sandboxAnswer(registry, cpf);
    },
  };
  return registry;
}

/** A comma-separated list of CPFs from the environment. */
const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

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
        listOf(app.config.SELF_EXCLUSION_BARRED_CPFS),
        listOf(app.config.SIGAP_BENEFICIARY_CPFS),
      );
    app.decorate('selfExclusion', provider);
  },
);

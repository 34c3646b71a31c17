import type { FastifyInstance } from 'fastify';

/**
 * Development-only first-start seed: demo player, staff owner, demo money. Each module that owns a
 * piece adds it here; returns the lines to print once (credentials are printed only when created).
 */
export async function seedDemo(_app: FastifyInstance): Promise<string[]> {
  return [];
}

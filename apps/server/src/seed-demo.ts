import type { FastifyInstance } from 'fastify';
import { findDemoPlayerId, seedDemoPlayer } from './modules/auth/index.ts';
import { seedDemoMoney } from './modules/wallet/index.ts';

/**
 * Development-only first-start seed: demo player and demo money. Each module that owns a piece adds
 * it here; returns the lines to print once (credentials are printed only when created). The staff
 * owner is seeded by main.ts at every first start with a generated password, never a fixed one.
 */
export async function seedDemo(app: FastifyInstance): Promise<string[]> {
  const lines: string[] = [];
  lines.push(...(await seedDemoPlayer(app.db, app.now())));
  lines.push(...(await seedDemoMoney(app.db, await findDemoPlayerId(app.db))));
  return lines;
}

import type { FastifyInstance } from 'fastify';
import { seedDemoOwner } from './modules/admin/index.ts';
import { findDemoPlayerId, seedDemoPlayer } from './modules/auth/index.ts';
import { seedDemoMoney } from './modules/wallet/index.ts';

/**
 * Development-only first-start seed: demo player, staff owner, demo money. Each module that owns a
 * piece adds it here; returns the lines to print once (credentials are printed only when created).
 */
export async function seedDemo(app: FastifyInstance): Promise<string[]> {
  const lines: string[] = [];
  lines.push(...(await seedDemoPlayer(app.db, app.now())));
  lines.push(...(await seedDemoMoney(app.db, await findDemoPlayerId(app.db))));
  lines.push(...(await seedDemoOwner(app.db, app.now())));
  return lines;
}

import { formatPhoneBR } from '@jl/core/br/phone.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createMember } from './auth-service.ts';
import { findMemberByPhone } from './member-repository.ts';

export const DEMO_PLAYER = { phone: '+5511912345678', password: 'demo1234', nickname: 'Demo' } as const;

/** Development first start: the demo player, created only if missing; its login is printed once. */
export async function seedDemoPlayer(db: Executor, now = new Date()): Promise<string[]> {
  if (await findMemberByPhone(db, DEMO_PLAYER.phone)) return [];
  try {
    await createMember(db, { ...DEMO_PLAYER, now });
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof AppError && error.error === 'PHONE_TAKEN') return [];
    throw error;
  }
  return [`  Demo player: ${formatPhoneBR(DEMO_PLAYER.phone)} / ${DEMO_PLAYER.password}`];
}

/** The demo player's member id, or null when it does not exist. */
export async function findDemoPlayerId(db: Executor): Promise<bigint | null> {
  return (await findMemberByPhone(db, DEMO_PLAYER.phone))?.id ?? null;
}

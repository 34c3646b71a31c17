import { type SiteConfig, type VipLevelRule, siteConfig } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { listSettings, putSetting } from './config-repository.ts';
import { DEFAULT_GAME_STATUS, DEFAULT_SETTINGS, DEFAULT_VIP_LEVELS } from './defaults.ts';

export const APP_VERSION = '1.0.0';

/** Seeds every section that is missing; returns the names of the sections it wrote. */
export async function seedDefaultSettings(db: Executor): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await putSetting(db, key, value, true);
  await putSetting(db, 'vip', DEFAULT_VIP_LEVELS, true);
  await putSetting(db, 'games', DEFAULT_GAME_STATUS, true);
}

/** The public site configuration of `/config/index`; sections missing in the database use defaults. */
export async function getSiteConfig(db: Executor): Promise<SiteConfig> {
  const stored = await listSettings(db);
  const merged: Record<string, unknown> = { version: APP_VERSION };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) merged[key] = stored.get(key) ?? fallback;
  return siteConfig.parse(merged);
}

export async function getVipLevels(db: Executor): Promise<VipLevelRule[]> {
  const stored = await listSettings(db);
  return (stored.get('vip') as VipLevelRule[] | undefined) ?? DEFAULT_VIP_LEVELS;
}

export async function getGameStatus(db: Executor): Promise<0 | 1> {
  const stored = await listSettings(db);
  const games = (stored.get('games') as { status?: number } | undefined) ?? DEFAULT_GAME_STATUS;
  return games.status === 1 ? 1 : 0;
}

export async function setGameStatus(db: Executor, status: 0 | 1): Promise<void> {
  await putSetting(db, 'games', { status });
}

export async function updateSettingsSection(db: Executor, key: keyof typeof DEFAULT_SETTINGS, value: unknown) {
  await putSetting(db, key, value);
}

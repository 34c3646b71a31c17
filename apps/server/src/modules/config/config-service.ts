import { type SettingsSection, type SiteConfig, siteConfig, type VipLevelRule } from '@jl/core';
import type { Executor } from '../../db/client.ts';
import { listSettings as readSettings, putSetting as writeSetting } from './config-repository.ts';
import {
  DEFAULT_GAME_STATUS,
  DEFAULT_PIX_SETTINGS,
  DEFAULT_SETTINGS,
  DEFAULT_TAX_SETTINGS,
  DEFAULT_TEAM_SETTINGS,
  DEFAULT_VIP_LEVELS,
  DEFAULT_WALLET_SETTINGS,
} from './defaults.ts';

export const APP_VERSION = '1.0.0';

/**
 * Settings are read on every launch call by every player, and change rarely: each process keeps them
 * for SETTINGS_TTL_MS. Every write in this process moves `generation`, which drops every copy, and a
 * read that overlapped a write does not keep what it read (it may predate the write). A write inside a
 * transaction is visible only after the commit: its caller calls `forgetSettings` then. Another
 * process's edit shows within the TTL.
 */
const SETTINGS_TTL_MS = 5_000;
let generation = 0;
const cache = new WeakMap<object, { at: number; generation: number; settings: Map<string, unknown> }>();

async function listSettings(db: Executor): Promise<Map<string, unknown>> {
  const hit = cache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.settings;
  const started = generation;
  const settings = await readSettings(db);
  if (started === generation) cache.set(db, { at: Date.now(), generation, settings });
  return settings;
}

async function putSetting(db: Executor, key: string, value: unknown, onlyIfMissing = false): Promise<void> {
  generation++;
  await writeSetting(db, key, value, onlyIfMissing);
  generation++;
}

/** Seeds every section that is missing; returns the names of the sections it wrote. */
export async function seedDefaultSettings(db: Executor, options: { publicUrl?: string } = {}): Promise<void> {
  const defaults: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  if (options.publicUrl) defaults.site = { ...DEFAULT_SETTINGS.site, url: options.publicUrl };
  for (const [key, value] of Object.entries(defaults)) await putSetting(db, key, value, true);
  await putSetting(db, 'vip', DEFAULT_VIP_LEVELS, true);
  await putSetting(db, 'games', DEFAULT_GAME_STATUS, true);
  await putSetting(db, 'wallet', DEFAULT_WALLET_SETTINGS, true);
  await putSetting(db, 'pix', DEFAULT_PIX_SETTINGS, true);
  await putSetting(db, 'team', DEFAULT_TEAM_SETTINGS, true);
  await putSetting(db, 'tax', DEFAULT_TAX_SETTINGS, true);
}

/** The public site configuration of `/config/index`; sections missing in the database use defaults. */
const parsedConfigs = new WeakMap<Map<string, unknown>, SiteConfig>();

export async function getSiteConfig(db: Executor): Promise<SiteConfig> {
  const stored = await listSettings(db);
  const known = parsedConfigs.get(stored);
  if (known) return known;
  const merged: Record<string, unknown> = { version: APP_VERSION };
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) merged[key] = stored.get(key) ?? fallback;
  // Keys added to the compliance section later (kycRequired) take their default in older databases.
  merged.compliance = { ...DEFAULT_SETTINGS.compliance, ...(stored.get('compliance') as object | undefined) };
  const parsed = siteConfig.parse(merged);
  parsedConfigs.set(stored, parsed);
  return parsed;
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

/**
 * Replaces a section inside the caller's transaction (the settings editors audit in the same one) and
 * answers what was stored before. Call `forgetSettings(db)` after the commit so this process reads it.
 */
export async function replaceSettingsSection(tx: Executor, key: string, value: unknown): Promise<unknown> {
  const before = (await readSettings(tx)).get(key);
  await writeSetting(tx, key, value, false);
  return before;
}

/** The defaults of each section the back office edits (`@jl/core` SETTINGS_SECTIONS). */
const SECTION_DEFAULTS: Record<SettingsSection, Record<string, unknown>> = {
  site: DEFAULT_SETTINGS.site,
  recharge: DEFAULT_SETTINGS.recharge,
  withdraw: DEFAULT_SETTINGS.withdraw,
  service: DEFAULT_SETTINGS.service,
  compliance: DEFAULT_SETTINGS.compliance,
  team: DEFAULT_TEAM_SETTINGS,
  pix: DEFAULT_PIX_SETTINGS,
  tax: DEFAULT_TAX_SETTINGS,
};

/**
 * A section as the editors show it: the stored object over its defaults (the readers of each section
 * merge the same way, so this is what is in force). Reads through the caller's executor, uncached.
 */
export async function readSettingsSection(
  db: Executor,
  key: SettingsSection,
): Promise<Record<string, unknown>> {
  const stored = (await readSettings(db)).get(key) as Record<string, unknown> | undefined;
  return { ...SECTION_DEFAULTS[key], ...stored };
}

/** Drops this process's copies; call it after committing a transaction that wrote settings. */
export function forgetSettings(_db?: Executor): void {
  generation++;
}

export async function updateSettingsSection(
  db: Executor,
  key: keyof typeof DEFAULT_SETTINGS,
  value: unknown,
) {
  await putSetting(db, key, value);
}

/** The wallet's wagering multipliers (operator settings, `wallet` section); missing keys use the defaults. */
export async function getWalletSettings(db: Executor): Promise<typeof DEFAULT_WALLET_SETTINGS> {
  const stored = (await listSettings(db)).get('wallet') as
    | Partial<typeof DEFAULT_WALLET_SETTINGS>
    | undefined;
  return { ...DEFAULT_WALLET_SETTINGS, ...stored };
}

/** The operator's Pix receiving account (`pix` section, not public); missing keys use the defaults. */
export async function getPixSettings(db: Executor): Promise<typeof DEFAULT_PIX_SETTINGS> {
  const stored = (await listSettings(db)).get('pix') as Partial<typeof DEFAULT_PIX_SETTINGS> | undefined;
  return { ...DEFAULT_PIX_SETTINGS, ...stored };
}

/** The `withdraw` section with its non-public keys (review threshold); missing keys use the defaults. */
export async function getWithdrawSettings(db: Executor): Promise<typeof DEFAULT_SETTINGS.withdraw> {
  const stored = (await listSettings(db)).get('withdraw') as
    | Partial<typeof DEFAULT_SETTINGS.withdraw>
    | undefined;
  return { ...DEFAULT_SETTINGS.withdraw, ...stored };
}

/** The team's rates, levels, rewards and chests (`team` section, not public); missing keys use the defaults. */
export async function getTeamSettings(db: Executor): Promise<typeof DEFAULT_TEAM_SETTINGS> {
  const stored = (await listSettings(db)).get('team') as Partial<typeof DEFAULT_TEAM_SETTINGS> | undefined;
  return { ...DEFAULT_TEAM_SETTINGS, ...stored };
}

/** The tax rates (`tax` section, not public); missing keys use the defaults. */
export async function getTaxSettings(db: Executor): Promise<typeof DEFAULT_TAX_SETTINGS> {
  const stored = (await listSettings(db)).get('tax') as Partial<typeof DEFAULT_TAX_SETTINGS> | undefined;
  return { ...DEFAULT_TAX_SETTINGS, ...stored };
}

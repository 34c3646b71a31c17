import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from './env.ts';

/** Where the demo keeps its generated secrets: beside the embedded database, never in the repository. */
export const DEV_SECRETS_FILE = 'dev-secrets.json';

type DevSecrets = { appSecret: string; pixWebhookSecret: string };

function isDevSecrets(value: unknown): value is DevSecrets {
  const v = value as Partial<DevSecrets> | null;
  return (
    typeof v?.appSecret === 'string' && v.appSecret.length >= 32 && typeof v.pixWebhookSecret === 'string'
  );
}

/**
 * Outside production, secrets not given in the environment (APP_SECRET, PIX_WEBHOOK_SECRET) are
 * generated once per data directory and kept in `<DATA_DIR>/dev-secrets.json` (mode 0600), so that
 * sessions, codes and the sandbox's webhook signatures survive a restart without any secret being
 * written in the repository or README. Returns the lines to print at the start that created them
 * (the webhook secret, for someone signing a test notification by hand); nothing afterwards.
 */
export async function withDevSecrets(config: AppConfig): Promise<{ config: AppConfig; lines: string[] }> {
  if (config.isProduction || (config.APP_SECRET && config.PIX_WEBHOOK_SECRET)) return { config, lines: [] };
  const file = join(config.DATA_DIR, DEV_SECRETS_FILE);
  let secrets: DevSecrets | null = null;
  let created = false;
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isDevSecrets(parsed)) secrets = parsed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!secrets) {
    secrets = {
      appSecret: randomBytes(32).toString('base64url'),
      pixWebhookSecret: randomBytes(32).toString('base64url'),
    };
    await mkdir(config.DATA_DIR, { recursive: true });
    // `wx`: two processes starting on one directory at once cannot both write; the loser re-reads.
    try {
      await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return withDevSecrets(config);
    }
  }
  const next: AppConfig = {
    ...config,
    appSecret: config.APP_SECRET ?? secrets.appSecret,
    pixWebhookSecret: config.PIX_WEBHOOK_SECRET ?? secrets.pixWebhookSecret,
  };
  const lines =
    created && !config.PIX_WEBHOOK_SECRET
      ? [
          `  Development webhook secret (generated for ${config.DATA_DIR}, kept in ${file}):`,
          `    ${secrets.pixWebhookSecret}`,
        ]
      : [];
  return { config: next, lines };
}

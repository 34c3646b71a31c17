import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEFAULT_SETTINGS, updateSettingsSection } from '../src/modules/config/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The sandbox identity bureau confirms anyone by a table of test CPFs: a production process refuses to
 * become ready with it while the compliance profile is br-regulated (docs/OPERATIONS.md "Identity
 * checks (KYC)"), and in standard it may run.
 */
let t: TestApp;
afterAll(async () => t?.close());

describe('KYC_PROVIDER=sandbox in production', () => {
  it('refuses to boot under br-regulated, boots under standard', async () => {
    t = await createTestApp();
    const production = { ...t.config, isProduction: true };
    const standard = await buildApp({ config: production, database: t.database });
    await expect(standard.ready()).resolves.toBeDefined();
    await standard.close();
    await updateSettingsSection(t.database.db, 'compliance', {
      ...DEFAULT_SETTINGS.compliance,
      profile: 'br-regulated',
    });
    const regulated = await buildApp({ config: production, database: t.database });
    await expect(regulated.ready()).rejects.toThrow(/KYC_PROVIDER=sandbox cannot run in production/);
    await regulated.close().catch(() => undefined);
  }, 180_000);
});

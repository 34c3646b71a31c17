/**
 * The process the crash test kills (kill -9). It opens the database named on the command line, plays
 * a player into the transfer platform `sbx-ob` and starts their exit; the platform pays the player's
 * balance out, and the process prints PAID and stops there — before our side confirms the transfer —
 * so that the parent can kill it at exactly that point. Not a test file: run by transfer-crash.test.ts.
 */
import type { Cents } from '@jl/core';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { moveIntoPlatform, moveOutOfPlatform } from '../../src/modules/platforms/index.ts';
import { prepareDatabase } from '../../src/prepare-database.ts';
import type { TransferProvider } from '../../src/providers/games/index.ts';
import { SANDBOX_OB } from '../../src/providers/games/index.ts';
import { createSandboxAggregator } from '../../src/providers/games/sandbox-aggregator.ts';
import { fundedPlayer } from '../games-fixtures.ts';

const [kind, location, appSecret] = process.argv.slice(2);
const database =
  kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: location! })
    : openDatabase({ kind: 'pglite', dataDir: location });
await prepareDatabase(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: appSecret });
const sandbox = createSandboxAggregator({
  db: database.db,
  appSecret: config.appSecret,
  now: () => new Date(),
  deliver: async () => ({ status: 503, body: '' }),
});
const real = sandbox.providers.find((p) => p.platform === SANDBOX_OB) as TransferProvider;
const stalling: TransferProvider = {
  ...real,
  async withdrawAll(input) {
    const answer = await real.withdrawAll(input);
    process.stdout.write(`PAID ${input.playerId} ${answer.amount}\n`);
    // The crash point: the platform has paid, we have not confirmed. The parent kills us here.
    await new Promise(() => {});
    return answer;
  },
};
const app = await buildApp({ config, database, gameProviders: [stalling] });
await app.ready();
const player = await fundedPlayer(database.db, 2_500n);
await moveIntoPlatform(
  { db: database.db, provider: stalling, now: () => new Date() },
  player.memberId,
  2_500n as Cents,
);
process.stdout.write(`IN ${player.memberId}\n`);
await moveOutOfPlatform({ db: database.db, provider: stalling, now: () => new Date() }, player.memberId);

import { type Cents, parseDecimal } from '@jl/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { SandboxAggregator } from './sandbox-aggregator.ts';
import { SANDBOX_CATALOG } from './sandbox-catalog.ts';
import { SANDBOX_GAME_SCRIPT } from './sandbox-script.ts';

/**
 * The sandbox aggregator's game pages (development and tests only): what the webview shows for a
 * sandbox game. The page is static HTML plus one script from this origin (the app's CSP allows no
 * inline script); the script talks only to the aggregator's own API below, and the aggregator calls
 * our wallet — the page never touches our API, as a real provider's page would not.
 */

const launch = z.strictObject({
  platform: z.string().max(40),
  game: z.enum(['dice', 'slot']),
  player: z.string().regex(/^\d{1,18}$/),
  session: z.string().max(512),
  sig: z.string().max(128),
});

const roundBody = launch.extend({ bet: z.string().max(16) });

const faultsBody = z.strictObject({
  duplicate: z.boolean().optional(),
  delayMs: z.number().int().min(0).max(10_000).optional(),
  dropAnswer: z.boolean().optional(),
  rollback: z.boolean().optional(),
});

const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%}body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:radial-gradient(circle at 50% 0,#3b1d6e,#150a2b 70%);color:#f3ecff;display:flex;flex-direction:column;align-items:center}
main{width:100%;max-width:420px;padding:14px 16px 24px}header{display:flex;justify-content:space-between;align-items:center;font-size:12px;opacity:.85}
.tag{background:#ffcf4a;color:#3b2500;border-radius:6px;padding:1px 6px;font-weight:700}.balance{font-size:13px}
.balance b{font-size:18px;display:block;text-align:right}.stage{margin:18px 0;height:150px;border-radius:18px;background:#24124a;
display:flex;align-items:center;justify-content:center;gap:10px;font-size:54px;font-weight:800;box-shadow:inset 0 0 0 2px #5d3aa8}
.stage span{min-width:64px;text-align:center}.result{min-height:24px;text-align:center;font-weight:700}.win{color:#7dffb0}.lose{color:#ffb3c1}.err{color:#ff8f8f}
label{display:block;font-size:13px;margin:10px 0 4px;opacity:.85}.row{display:flex;gap:8px}
input[type=text]{flex:1;padding:12px;border-radius:12px;border:1px solid #5d3aa8;background:#1c0e3a;color:inherit;font:inherit;font-size:17px}
button{padding:14px;border:0;border-radius:12px;font:inherit;font-weight:800;font-size:17px;background:linear-gradient(#ffd45c,#f5a623);color:#3b2500;width:100%;margin-top:12px}
button:disabled{opacity:.5}.chips{display:flex;gap:6px;margin-top:8px}.chips button{margin:0;padding:8px;font-size:14px;background:#3a2270;color:#f3ecff}
details{margin-top:22px;font-size:13px;background:#1c0e3a;border-radius:12px;padding:8px 12px}details label{display:flex;gap:8px;align-items:center;margin:6px 0}
.rules{font-size:12px;opacity:.75;margin-top:10px;text-align:center}`;

function page(): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Games</title><style>${STYLE}</style></head>
<body><main>
<header><span><span class="tag">SANDBOX</span> <span data-i18n="provider"></span></span>
<span class="balance"><span data-i18n="balance"></span><b data-testid="sbx-balance">…</b></span></header>
<div class="stage" data-testid="sbx-stage"></div>
<div class="result" data-testid="sbx-result" aria-live="polite"></div>
<label for="bet" data-i18n="bet"></label>
<div class="row"><input id="bet" type="text" inputmode="decimal" value="1,00" data-testid="sbx-bet"></div>
<div class="chips"><button type="button" data-bet="0.50">0,50</button><button type="button" data-bet="1.00">1,00</button>
<button type="button" data-bet="5.00">5,00</button><button type="button" data-bet="10.00">10,00</button></div>
<button id="play" type="button" data-testid="sbx-play"></button>
<p class="rules" data-testid="sbx-rules"></p>
<details><summary data-i18n="faults"></summary>
<label><input type="checkbox" data-fault="duplicate"> <span data-i18n="duplicate"></span></label>
<label><input type="checkbox" data-fault="dropAnswer"> <span data-i18n="dropAnswer"></span></label>
<label><input type="checkbox" data-fault="rollback"> <span data-i18n="rollback"></span></label>
<label><input type="checkbox" data-fault="delayMs"> <span data-i18n="delay"></span></label></details>
</main><script src="/sandbox/games/sandbox-game.js"></script></body></html>`;
}

export function sandboxGameRoutes(sandbox: SandboxAggregator): FastifyPluginAsync {
  return async (app) => {
    app.get('/sandbox/games/play', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page()),
    );
    app.get('/sandbox/games/sandbox-game.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/javascript; charset=utf-8').send(SANDBOX_GAME_SCRIPT),
    );

    app.post('/sandbox/games/api/round', { schema: { hide: true } }, async (request, reply) => {
      const parsed = roundBody.safeParse(request.body);
      if (!parsed.success || !sandbox.verifyLaunch(parsed.data))
        return reply.status(403).send({ ok: false, status: 'FORBIDDEN' });
      const bet = parseDecimal(parsed.data.bet);
      const game = SANDBOX_CATALOG[parsed.data.platform]?.games.find(
        (g) => g.providerGameId === parsed.data.game,
      );
      if (bet === null || !game || bet < game.minBet || bet > game.maxBet)
        return reply.send({ ok: false, status: 'RS_ERROR_INVALID_AMOUNT', balance: null });
      const result = await sandbox.playRound({ ...parsed.data, bet: bet as Cents });
      return reply.send(
        JSON.parse(JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? String(v) : v))),
      );
    });

    app.post('/sandbox/games/api/balance', { schema: { hide: true } }, async (request, reply) => {
      const parsed = launch.safeParse(request.body);
      if (!parsed.success || !sandbox.verifyLaunch(parsed.data)) return reply.status(403).send({ ok: false });
      const balance = await sandbox.balanceOf(parsed.data);
      return reply.send({ ok: balance !== null, balance: balance === null ? null : String(balance) });
    });

    app.get('/sandbox/games/faults', { schema: { hide: true } }, async () => sandbox.faults);
    app.post('/sandbox/games/faults', { schema: { hide: true } }, async (request, reply) => {
      const parsed = faultsBody.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ ok: false });
      return sandbox.setFaults(parsed.data);
    });
  };
}

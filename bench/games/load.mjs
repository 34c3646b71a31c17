// The load generator of bench/games, in its own process so that it does not share the server's event
// loop: `workers` concurrent players (one token each, one request in flight each) play
// POST /originals/<game>/play back to back for `seconds`, then print {rounds, rps, p50_ms, p99_ms, errors}.
//   node bench/games/load.mjs <base url> <tokens.json> <seconds> <game> <bet> [warmup seconds]
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const [base, tokensFile, secondsText, game, bet, warmupText = '0'] = process.argv.slice(2);
const tokens = JSON.parse(readFileSync(tokensFile, 'utf8'));
// One keep-alive connection per player, like one browser per player.
const agent = new Agent({ keepAlive: true, maxSockets: tokens.length });

const url = new URL(`${base}/api/v2/originals/${game}/play`);
const body = `bet=${encodeURIComponent(bet)}`;

function playOnce(token) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          token,
          platform: 'H5',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()).code === 1);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(seconds, record) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const start = performance.now();
        const ok = await playOnce(token).catch(() => false);
        if (record) latencies.push(performance.now() - start);
        else warmupRounds++;
        if (!ok) errors++;
      }
    }),
  );
  return { latencies, errors };
}

let warmupRounds = 0;
const warmup = Number(warmupText);
if (warmup > 0) await run(warmup, false);
const seconds = Number(secondsText);
const { latencies, errors } = await run(seconds, true);
latencies.sort((a, b) => a - b);
const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    rounds: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50_ms: Number(pick(0.5).toFixed(2)),
    p99_ms: Number(pick(0.99).toFixed(2)),
    errors,
    warmup_rounds: warmupRounds,
  }),
);

// Simulated players: CLIENTS WebSocket connections spread over URLS (comma-separated), each following
// the crash game. For SECONDS after all are connected, records the delivery latency of every tick
// (receipt time − the tick's server time `t`; same machine, same clock) and prints one JSON line.
// With UNTIL_TICKS (smoke mode), it stops as soon as every client has seen that many ticks, SECONDS
// being then the longest wait; `short` counts the clients that saw fewer.
import WebSocket from 'ws';

const urls = process.env.URLS.split(',');
const clients = Number(process.env.CLIENTS);
const seconds = Number(process.env.SECONDS ?? 20);
const untilTicks = Number(process.env.UNTIL_TICKS ?? 0);
const sockets = [];
let measuring = false;
const latencies = [];
let ticks = 0;
let dropped = 0;
/** Ticks seen by each client (UNTIL_TICKS), and how many clients still need some. */
const seen = new Array(clients).fill(0);
let waiting = untilTicks > 0 ? clients : 0;
let allSeen = () => {};

function open(i) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(urls[i % urls.length]);
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'sub', game: 'crash' }));
      resolve(ws);
    });
    ws.on('error', reject);
    ws.on('message', (data) => {
      if (!measuring) return;
      const raw = String(data);
      if (!raw.startsWith('{"game":"crash","type":"tick"')) return;
      const t = Number(raw.slice(raw.lastIndexOf('"t":') + 4, raw.indexOf(',', raw.lastIndexOf('"t":'))));
      latencies.push(Date.now() - t);
      ticks += 1;
      seen[i] += 1;
      if (seen[i] === untilTicks && --waiting === 0) allSeen();
    });
    ws.on('close', () => {
      dropped += 1;
    });
  });
}

for (let i = 0; i < clients; i += 50) {
  const batch = [];
  for (let j = i; j < Math.min(clients, i + 50); j += 1) batch.push(open(j));
  sockets.push(...(await Promise.all(batch)));
}
process.stdout.write(`CONNECTED ${sockets.length}\n`);
measuring = true;
await new Promise((resolve) => {
  setTimeout(resolve, seconds * 1000);
  if (untilTicks > 0) allSeen = resolve;
});
measuring = false;
latencies.sort((a, b) => a - b);
const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
process.stdout.write(
  `${JSON.stringify({ clients: sockets.length, deliveries: ticks, p50: q(0.5), p99: q(0.99), max: latencies.at(-1), dropped, short: seen.filter((n) => n < untilTicks).length })}\n`,
);
for (const ws of sockets) ws.terminate();
process.exit(0);

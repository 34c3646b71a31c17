/**
 * `npm run bench -- image`: the size of the server's image (Containerfile) and of the base it starts
 * from, as podman stores them (uncompressed). Builds the image with `scripts/image.sh --dist context`
 * when it is missing (needs `npm run build` and podman). Smoke mode never builds: it reports the image
 * when one is there and otherwise says so, in well under a second.
 */
import { spawnSync } from 'node:child_process';

const IMAGE = process.env.BENCH_IMAGE ?? 'localhost/jogo-limpo:latest';
const smoke = process.env.BENCH_SMOKE === '1';

function podman(...args: string[]): { ok: boolean; out: string } {
  const result = spawnSync('scripts/podman.sh', args, { encoding: 'utf8' });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim() };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;

const available = spawnSync('podman', ['--version'], { encoding: 'utf8' }).status === 0;
if (!available || !podman('image', 'exists', IMAGE).ok) {
  if (smoke || !available) {
    console.log(
      `image: ${available ? `${IMAGE} is not built` : 'podman is not installed'}; nothing measured`,
    );
    process.exit(0);
  }
  const built = spawnSync('scripts/image.sh', ['--dist', 'context'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const size = Number(podman('image', 'inspect', '--format', '{{.Size}}', IMAGE).out);
const labels = JSON.parse(podman('image', 'inspect', '--format', '{{json .Labels}}', IMAGE).out || '{}');
const layers = podman('history', '--format', '{{.Size}}\t{{.CreatedBy}}', IMAGE).out.split('\n');
const added = layers.filter((l) => /COPY/.test(l)).map((l) => l.split('\t')[0]);
console.log(
  `image ${IMAGE}: ${megabytes(size)} (version ${labels['org.opencontainers.image.version'] ?? '?'})`,
);
console.log(
  `  layers the Containerfile adds to its base (node_modules, dists, migrations): ${added.join(', ')}`,
);
if (!(size > 0)) process.exit(1);

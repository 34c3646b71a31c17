import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ENV_VARIABLES } from '../src/config/env.ts';

/**
 * The Kubernetes manifests (deploy/k8s) against the Kubernetes API's JSON schemas of one version,
 * vendored in vendor/kubernetes-json-schema (strict: an unknown field, a misspelt one included, fails),
 * and against config/env.ts: the Deployment names every variable the server reads, each once.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const K8S = join(ROOT, 'deploy/k8s');
const SCHEMAS = join(ROOT, 'vendor/kubernetes-json-schema/v1.30.0-standalone-strict');

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [k: string]: unknown };

/** kind + apiVersion → the schema file's name in the collection (kind, then group and version). */
const SCHEMA_OF: Record<string, string> = {
  'v1/ConfigMap': 'configmap-v1',
  'v1/Secret': 'secret-v1',
  'v1/Service': 'service-v1',
  'apps/v1/Deployment': 'deployment-apps-v1',
  'policy/v1/PodDisruptionBudget': 'poddisruptionbudget-policy-v1',
  'autoscaling/v2/HorizontalPodAutoscaler': 'horizontalpodautoscaler-autoscaling-v2',
};

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();
function validatorOf(manifest: Manifest): ValidateFunction {
  const key = `${manifest.apiVersion}/${manifest.kind}`;
  const file = SCHEMA_OF[key];
  if (!file) throw new Error(`no vendored schema for ${key}`);
  if (!validators.has(key)) {
    validators.set(key, ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, `${file}.json`), 'utf8'))));
  }
  return validators.get(key)!;
}

/** The schema's complaints about one manifest, as `path message` lines. */
function schemaErrors(manifest: Manifest): string[] {
  const validate = validatorOf(manifest);
  if (validate(manifest)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

const files = readdirSync(K8S).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const manifests = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(K8S, file), 'utf8')).map((doc) => ({
    file,
    manifest: doc.toJS() as Manifest,
  })),
);
const deployment = manifests.find((m) => m.manifest.kind === 'Deployment')!.manifest;
// biome-ignore lint/suspicious/noExplicitAny: the manifest is walked as plain data
const podSpec = (deployment as any).spec.template.spec;
const container = podSpec.containers[0];

/** The variables a Deployment's container names, with how many times each. */
function envNames(spec: { env?: { name: string }[] }): Map<string, number> {
  const names = new Map<string, number>();
  for (const entry of spec.env ?? []) names.set(entry.name, (names.get(entry.name) ?? 0) + 1);
  return names;
}

describe('deploy/k8s against the Kubernetes v1.30 API schemas', () => {
  it.each(manifests.map((m) => [`${m.file}: ${m.manifest.kind} ${m.manifest.metadata.name}`, m.manifest]))(
    '%s is valid',
    (_name, manifest) => {
      expect(schemaErrors(manifest)).toEqual([]);
    },
  );

  it('refuses a misspelt field, a wrong type and an unknown kind', () => {
    const copy = structuredClone(deployment) as Manifest & { spec: { template: { spec: typeof podSpec } } };
    const probe = copy.spec.template.spec.containers[0];
    probe.readinesProbe = probe.readinessProbe;
    delete probe.readinessProbe;
    expect(schemaErrors(copy).join('\n')).toMatch(/readinesProbe/);
    expect(schemaErrors({ ...deployment, spec: { replicas: 'two' } } as Manifest).length).toBeGreaterThan(0);
    expect(() => schemaErrors({ ...deployment, kind: 'Deploymnet' })).toThrow(/no vendored schema/);
  });

  it('the kustomization applies every manifest but the secret template', () => {
    const kustomization = parseAllDocuments(readFileSync(join(K8S, 'kustomization.yaml'), 'utf8'))[0]!.toJS();
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => !f.includes('example')).sort());
  });
});

describe('the Deployment', () => {
  it('names every variable config/env.ts reads, once each, and nothing else', () => {
    const names = envNames(container);
    expect([...names.keys()].sort()).toEqual([...ENV_VARIABLES].sort());
    expect([...names.values()].every((n) => n === 1)).toBe(true);
    for (const entry of container.env) {
      const ref = entry.valueFrom?.configMapKeyRef ?? entry.valueFrom?.secretKeyRef;
      expect(ref?.key, `${entry.name} comes from the ConfigMap or the Secret, under its own name`).toBe(
        entry.name,
      );
    }
  });

  it('runs at least two replicas, probed, bounded and locked down', () => {
    // biome-ignore lint/suspicious/noExplicitAny: the manifest is walked as plain data
    expect((deployment as any).spec.replicas).toBeGreaterThanOrEqual(2);
    expect(container.readinessProbe.httpGet.path).toBe('/healthz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.resources.requests).toMatchObject({
      cpu: expect.any(String),
      memory: expect.any(String),
    });
    expect(container.resources.limits).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(podSpec.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext).toMatchObject({
      runAsNonRoot: true,
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
  });

  it('gives the process longer than SHUTDOWN_TIMEOUT_SECONDS plus the preStop pause to stop', () => {
    const config = manifests.find((m) => m.manifest.kind === 'ConfigMap')!.manifest as Manifest & {
      data: Record<string, string>;
    };
    const pause = Number(container.lifecycle.preStop.exec.command[1]);
    expect(podSpec.terminationGracePeriodSeconds).toBeGreaterThan(
      Number(config.data.SHUTDOWN_TIMEOUT_SECONDS) + pause,
    );
  });
});

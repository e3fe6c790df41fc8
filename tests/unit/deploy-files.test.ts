/**
 * The deployment files, read by independent parsers without building or starting anything: the
 * Kubernetes manifests against the Kubernetes API's schemas (kubernetes-models), the Containerfile
 * through a Dockerfile parser and linter (dockerfile-utils), compose.yaml and the nginx site as
 * YAML and text, and the image's entrypoint against the flags `npm start` uses. The containers
 * themselves are started by `npm run test:containers` (tests/containers/).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import {
  ConfigMap,
  PersistentVolumeClaim,
  Pod,
  Secret,
  Service,
  type IContainer,
  type IPodSpec,
} from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { serverEnv, serverNodeFlags } from '../../scripts/server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const kube = path.join(root, 'deploy', 'kubernetes');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: unknown;
};

/** The model that validates each kind these manifests use. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/Pod': Pod,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return name.endsWith('.yaml') ? [full] : [];
  });
}

function documentsOf(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    expect(document.errors, file).toEqual([]);
    return document.toJS() as Manifest;
  });
}

/**
 * What `kubectl apply -k folder` applies for these kustomizations, which only list resources (a
 * file, or a folder with its own kustomization.yaml): every listed file's documents, in order.
 */
function render(folder: string): Manifest[] {
  const kustomization = parseYaml(
    readFileSync(path.join(folder, 'kustomization.yaml'), 'utf8'),
  ) as { resources: string[]; patches?: unknown; namePrefix?: unknown };
  expect(kustomization.patches ?? kustomization.namePrefix).toBeUndefined();
  return kustomization.resources.flatMap((resource) => {
    const full = path.resolve(folder, resource);
    return statSync(full).isDirectory() ? render(full) : documentsOf(full);
  });
}

const byKind = (manifests: Manifest[], kind: string) => manifests.filter((m) => m.kind === kind);
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe('the Kubernetes manifests', () => {
  const files = yamlFiles(kube).filter((file) => !file.endsWith('kustomization.yaml'));

  it('are valid objects of the Kubernetes API, each one', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      for (const manifest of documentsOf(file)) {
        const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
        expect(Model, `${file}: ${manifest.apiVersion} ${manifest.kind}`).toBeDefined();
        expect(() => new Model!(manifest as never).validate(), file).not.toThrow();
      }
    }
  });

  it('a broken manifest fails the same check (the validator is not a no-op)', () => {
    const [deployment] = documentsOf(path.join(kube, 'deployment.yaml'));
    const broken = structuredClone(deployment) as unknown as { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow(/replicas/);
  });

  it('list only files that exist, and render the test cluster whole', () => {
    const manifests = render(path.join(kube, 'examples', 'test-cluster'));
    const names = manifests.map((m) => `${m.kind}/${m.metadata.name}`);
    expect(new Set(names).size).toBe(names.length);
    // Everything the Deployment refers to is in the rendered set.
    const [deployment] = byKind(manifests, 'Deployment');
    const spec = (deployment as unknown as Deployment).spec!.template.spec as IPodSpec;
    for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
      for (const source of container.envFrom ?? []) {
        const ref = source.configMapRef
          ? `ConfigMap/${source.configMapRef.name}`
          : `Secret/${source.secretRef!.name}`;
        expect(names, ref).toContain(ref);
      }
    }
    // Every Service selects the pods it is meant for.
    for (const service of byKind(manifests, 'Service')) {
      const selector = (service as unknown as Service).spec!.selector!;
      const pods = [
        ...byKind(manifests, 'Pod').map((pod) => pod.metadata.labels),
        ...byKind(manifests, 'Deployment').map(
          (d) => (d as unknown as Deployment).spec!.template.metadata!.labels,
        ),
      ];
      expect(
        pods.some((labels) => matches(selector, labels)),
        service.metadata.name,
      ).toBe(true);
    }
    // The settings the test cluster gives the app name its own services.
    const site = byKind(manifests, 'ConfigMap').find((m) => m.metadata.name === 'cardvault-site');
    const secret = byKind(manifests, 'Secret')[0] as unknown as Secret;
    expect((site as unknown as ConfigMap).data!.S3_ENDPOINT).toBe('http://cardvault-s3:9000');
    expect(secret.stringData!.DATABASE_URL).toContain('@cardvault-postgres:5432/');
  });

  it('run two replicas with the probes, limits and security the image needs', () => {
    const [deployment] = documentsOf(path.join(kube, 'deployment.yaml')) as unknown as [Deployment];
    const spec = deployment.spec!;
    expect(spec.replicas).toBe(2);
    expect(spec.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    const pod = spec.template.spec!;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001 });
    const [migrate] = pod.initContainers!;
    expect(migrate!.args).toEqual(['cli', 'migrate']);
    const [server] = pod.containers as [IContainer];
    expect(server.readinessProbe?.httpGet?.path).toBe('/api/ready');
    expect(server.livenessProbe?.httpGet?.path).toBe('/api/health');
    for (const container of [migrate!, server]) {
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(container.resources?.requests?.memory).toBeDefined();
      expect(container.resources?.limits?.memory).toBeDefined();
      // /data is the only writable mount.
      expect(container.volumeMounts).toEqual([{ name: 'data', mountPath: '/data' }]);
    }
    const [budget] = documentsOf(path.join(kube, 'poddisruptionbudget.yaml')) as unknown as [
      PodDisruptionBudget,
    ];
    expect(matches(budget.spec!.selector!.matchLabels!, spec.template.metadata!.labels)).toBe(true);
  });
});

describe('the Containerfile', () => {
  const text = read('Containerfile');
  const instructions = DockerfileParser.parse(text).getInstructions();
  const last = (keyword: string) =>
    instructions
      .filter((i) => i.getKeyword() === keyword)
      .at(-1)
      ?.getArgumentsContent() ?? '';

  it('passes a Dockerfile linter', () => {
    expect(lintDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('runs as a non-root user with a health check, its licence and source labelled', () => {
    expect(instructions.filter((i) => i.getKeyword() === 'FROM').length).toBeGreaterThanOrEqual(2);
    expect(last('USER')).toBe('10001:10001');
    expect(last('HEALTHCHECK')).toContain('cardvault-healthcheck');
    expect(last('VOLUME')).toContain('/data');
    expect(text).toMatch(/org\.opencontainers\.image\.licenses=/);
    expect(text).toMatch(/org\.opencontainers\.image\.source=/);
  });

  it('builds with the npm that installs here, and Docker and Podman ignore the same files', () => {
    const npmVersion = /^ARG NPM_VERSION=(.+)$/m.exec(text)?.[1];
    expect(npmVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const rules = (file: string) =>
      read(file)
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'));
    expect(rules('.dockerignore')).toEqual(rules('.containerignore'));
    // What the build copies by name is not ignored.
    expect(rules('.containerignore')).not.toContain('scripts');
    expect(rules('.containerignore')).not.toContain('deploy/container');
  });
});

describe('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        image: string;
        read_only?: boolean;
        user?: string;
        volumes?: string[];
        ports?: string[];
        environment?: Record<string, string>;
        ulimits?: Record<string, unknown>;
      }
    >;
  };
  const apps = Object.entries(compose.services).filter(([, s]) => s.image.includes('/cardvault:'));

  it('runs two replicas of the image read-only as its user, with /data their only volume', () => {
    expect(apps.map(([name]) => name)).toEqual(['app-a', 'app-b']);
    for (const [, app] of apps) {
      expect(app.read_only).toBe(true);
      expect(app.user).toBe('10001:10001');
      expect(app.volumes).toHaveLength(1);
      expect(app.volumes![0]).toMatch(/:\/data$/);
    }
    // Published on loopback only.
    for (const service of Object.values(compose.services)) {
      for (const port of service.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:39\d\d:/);
      expect(service.ulimits).toBeDefined();
    }
  });

  it('configures the app through the documented variables, pointing at its own services', () => {
    const documented = new Set(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
    );
    for (const [, app] of apps) {
      for (const name of Object.keys(app.environment!)) expect(documented, name).toContain(name);
      expect(app.environment!.DATABASE_URL).toMatch(/@db:5432\//);
      expect(app.environment!.S3_ENDPOINT).toBe('http://s3:9000');
    }
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['db', 's3', 'nginx', 'app-a', 'app-b']),
    );
    // nginx sends to both replicas by their service names.
    const site = read('deploy/compose/nginx/cardvault.conf');
    const upstreams = [...site.matchAll(/^\s*server ([\w-]+):3000\b/gm)].map((m) => m[1]);
    expect(upstreams).toEqual(['app-a', 'app-b']);
  });
});

describe("the image's entrypoint", () => {
  const entrypoint = path.join(root, 'deploy', 'container', 'entrypoint.sh');

  /** What the entrypoint would run for `env`, parsed into its environment and flags. */
  function planned(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardvault-entrypoint-'));
    try {
      const line = execFileSync('sh', [entrypoint, 'print-command'], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
        encoding: 'utf8',
      }).trim();
      const [tunables, node, ...rest] = line.split(/\s+/);
      expect(node).toBe('node');
      expect(rest.at(-1)).toBe('/app/dist/server/main.js');
      return { tunables: tunables!.replace(/^GLIBC_TUNABLES=/, ''), flags: rest.slice(0, -1) };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('runs the server with the flags and malloc settings npm start gives it', () => {
    const cases: Record<string, string>[] = [
      {},
      { DATABASE_URL: 'postgres://x@db/x', WEB_CONCURRENCY: '1' },
      { DATABASE_URL: 'postgres://x@db/x', WEB_CONCURRENCY: '3' },
      { NODE_OPTIONS: '--max-old-space-size=256' },
      { GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' },
    ];
    for (const env of cases) {
      const { tunables, flags } = planned(env);
      expect(flags, JSON.stringify(env)).toEqual([...serverNodeFlags(env), '--enable-source-maps']);
      expect(tunables.split(':').sort(), JSON.stringify(env)).toEqual(
        serverEnv(env).GLIBC_TUNABLES!.split(':').sort(),
      );
    }
  });

  it('refuses a missing data folder with a message, and a code other than 0', () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync('sh', [entrypoint, 'print-command'], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/cardvault-data' },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(78);
    expect(failure?.stderr).toContain('DATA_DIR /nonexistent/cardvault-data does not exist');
  });

  it('is what the image runs, beside the health check', () => {
    const text = read('Containerfile');
    expect(text).toContain('deploy/container/entrypoint.sh /usr/local/bin/cardvault-entrypoint');
    expect(existsSync(path.join(root, 'deploy', 'container', 'healthcheck.sh'))).toBe(true);
  });
});

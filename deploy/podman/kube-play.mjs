// Starts a kustomization of deploy/kubernetes (the test cluster by default) with `podman kube play`,
// for a machine without a cluster (docs/deploy.md, "Podman on this machine"):
//   node deploy/podman/kube-play.mjs up   [folder]   start it (replacing what runs)
//   node deploy/podman/kube-play.mjs down [folder]   stop it and remove its pods and secrets
//   node deploy/podman/kube-play.mjs reset [folder]  the same, and remove its volumes (claims)
// What it does that a cluster would do itself, given Podman 4.3:
// - renders the kustomization (these list resources only) into plain documents;
// - plays the kinds Podman knows (Pod, Deployment, PersistentVolumeClaim, ConfigMap) and leaves
//   the others (Service, PodDisruptionBudget) to a real cluster: the pods reach each other by pod
//   name on one Podman network, which is why the test cluster's database and store are Pods named
//   as their Services;
// - makes each Secret a Podman secret in the form its kube play reads (a JSON map of base64
//   values; a Secret document in the YAML itself is stored in a form it then cannot read);
// - leaves out the containers' ports: this Podman publishes every containerPort on the host's
//   every address (a second replica then cannot start, and the ports would not be loopback-only);
//   the probes' named ports become numbers;
// - plays the Deployments with restartPolicy OnFailure: this Podman restarts an init container
//   that finished (Always applies to it too), so the pod never gets past it;
// - starts the pods without the app first and waits for PostgreSQL, so that the app's migrate init
//   container finds it (a cluster would restart the init container until it did).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments, parse, stringify } from 'yaml';

const root = path.resolve(import.meta.dirname, '..', '..');
const [command = 'up', folderArgument] = process.argv.slice(2);
const folder = path.resolve(
  folderArgument ?? path.join(root, 'deploy/kubernetes/examples/test-cluster'),
);
export const NETWORK = 'cardvault-kube';
const PLAYED = new Set(['Pod', 'Deployment', 'PersistentVolumeClaim', 'ConfigMap']);
process.env.CONTAINERS_CONF ??= path.join(root, 'deploy', 'podman', 'containers.conf');

/** The documents `kubectl apply -k folder` applies (resources only: no patches, no prefixes). */
export function render(dir) {
  const kustomization = parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  return kustomization.resources.flatMap((resource) => {
    const full = path.resolve(dir, resource);
    if (statSync(full).isDirectory()) return render(full);
    return parseAllDocuments(readFileSync(full, 'utf8')).map((document) => document.toJS());
  });
}

const podman = (...args) =>
  execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const quietly = (...args) => {
  try {
    return podman(...args);
  } catch {
    return undefined;
  }
};

const documents = render(folder);
const secrets = documents.filter((d) => d.kind === 'Secret');
const isApp = (d) => d.kind === 'Deployment';
/** A pod spec without published ports, its probes' named ports replaced by their numbers. */
function unpublished(spec) {
  for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
    const numbers = Object.fromEntries(
      (container.ports ?? []).map((port) => [port.name, port.containerPort]),
    );
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
      const get = container[probe]?.httpGet;
      if (get && typeof get.port === 'string') get.port = numbers[get.port];
    }
    delete container.ports;
  }
}
// A claim whose volume exists already is kept as it is (this Podman refuses to play it again).
const played = documents.filter(
  (d) =>
    PLAYED.has(d.kind) &&
    !(
      d.kind === 'PersistentVolumeClaim' &&
      quietly('volume', 'exists', d.metadata.name) !== undefined
    ),
);
for (const d of played) {
  if (d.kind === 'Pod') unpublished(d.spec);
  if (d.kind === 'Deployment') {
    unpublished(d.spec.template.spec);
    d.spec.template.spec.restartPolicy = 'OnFailure';
  }
}
const work = mkdtempSync(path.join(os.tmpdir(), 'cardvault-kube-'));
const files = {
  services: path.join(work, 'services.yaml'),
  app: path.join(work, 'app.yaml'),
};
const write = (file, docs) => writeFileSync(file, docs.map((d) => stringify(d)).join('---\n'));
// The ConfigMaps go with each group that uses them.
write(
  files.services,
  played.filter((d) => !isApp(d)),
);
write(
  files.app,
  played.filter((d) => isApp(d) || d.kind === 'ConfigMap'),
);

/** The pods Podman makes: a Pod by its name, a Deployment's as <name>-pod-<n>. */
const podNames = documents.flatMap((d) => {
  if (d.kind === 'Pod') return [d.metadata.name];
  if (d.kind === 'Deployment')
    return Array.from({ length: d.spec.replicas ?? 1 }, (_, i) => `${d.metadata.name}-pod-${i}`);
  return [];
});

function down() {
  for (const pod of podNames) quietly('pod', 'rm', '-f', '-t', '30', pod);
  for (const secret of secrets) quietly('secret', 'rm', secret.metadata.name);
}

try {
  if (command === 'down' || command === 'reset') {
    down();
    if (command === 'reset') {
      for (const claim of documents.filter((d) => d.kind === 'PersistentVolumeClaim'))
        quietly('volume', 'rm', '-f', claim.metadata.name);
    }
    console.log('stopped');
  } else if (command === 'up') {
    down();
    quietly('network', 'create', NETWORK);
    for (const secret of secrets) {
      const values = Object.fromEntries([
        ...Object.entries(secret.data ?? {}),
        ...Object.entries(secret.stringData ?? {}).map(([key, value]) => [
          key,
          Buffer.from(String(value)).toString('base64'),
        ]),
      ]);
      const file = path.join(work, `${secret.metadata.name}.json`);
      writeFileSync(file, JSON.stringify(values), { mode: 0o600 });
      podman('secret', 'create', secret.metadata.name, file);
    }
    const skipped = documents.filter((d) => !PLAYED.has(d.kind) && d.kind !== 'Secret');
    console.log(
      `left to a cluster: ${skipped.map((d) => `${d.kind}/${d.metadata.name}`).join(', ')}`,
    );
    podman('kube', 'play', '--network', NETWORK, files.services);
    const database = documents.find((d) => d.kind === 'Pod' && /postgres/.test(d.metadata.name));
    if (database) {
      const container = `${database.metadata.name}-${database.spec.containers[0].name}`;
      const deadline = Date.now() + 60_000;
      while (quietly('exec', container, 'pg_isready', '-h', '127.0.0.1', '-q') === undefined) {
        if (Date.now() > deadline) throw new Error(`${container} did not become ready`);
        execFileSync('sleep', ['0.5']);
      }
    }
    podman('kube', 'play', '--network', NETWORK, files.app);
    console.log(
      podman('pod', 'ps', '--filter', `network=${NETWORK}`, '--format', '{{.Name}} {{.Status}}'),
    );
  } else {
    throw new Error(`unknown command ${command}: up or down`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * The deployment's Kubernetes manifests (deploy/kubernetes, issue 45): read as kustomize would
 * build an overlay, and turned into what `podman kube play` runs on one machine.
 *
 * kustomize is not installed here, so `renderKustomization` builds the subset the overlays use
 * (`resources`, `secretGenerator` from env files, `generatorOptions.disableNameSuffixHash`,
 * `images`) and refuses any other field, so a kustomization never means more than it renders.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseAllDocuments } from "yaml";

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

/** The repository's deployment folder. */
export const KUBERNETES_DIR = resolve(import.meta.dirname, "../../deploy/kubernetes");

const KUSTOMIZATION_FIELDS = new Set([
  "apiVersion",
  "kind",
  "resources",
  "secretGenerator",
  "generatorOptions",
  "images",
]);

/** The documents of one YAML file (empty ones skipped). */
export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, "utf8"))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return document.toJS() as Manifest | null;
    })
    .filter((manifest): manifest is Manifest => manifest !== null);
}

/** KEY=value lines of an env file (comments and blank lines skipped). */
export function readEnvFile(file: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const at = trimmed.indexOf("=");
    if (at < 1) throw new Error(`${file}: not KEY=value: ${trimmed}`);
    entries[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return entries;
}

export interface RenderOptions {
  /**
   * Env files of secret generators by their path in the kustomization, in place of the file
   * itself (a test's or a run's own secrets).
   */
  envFiles?: Record<string, string>;
}

interface Kustomization {
  resources?: string[];
  secretGenerator?: { name: string; envs?: string[] }[];
  generatorOptions?: { disableNameSuffixHash?: boolean };
  images?: { name: string; newName?: string; newTag?: string }[];
}

/** The manifests an overlay (or the base) builds to, as `kustomize build DIR` would. */
export function renderKustomization(dir: string, options: RenderOptions = {}): Manifest[] {
  const file = join(dir, "kustomization.yaml");
  const [document] = readManifests(file) as unknown as [Kustomization & Record<string, unknown>];
  const unknown = Object.keys(document).filter((key) => !KUSTOMIZATION_FIELDS.has(key));
  if (unknown.length > 0) throw new Error(`${file}: not supported here: ${unknown.join(", ")}`);
  const manifests: Manifest[] = [];
  for (const resource of document.resources ?? []) {
    const path = join(dir, resource);
    manifests.push(
      ...(statSync(path).isDirectory() ? renderKustomization(path, options) : readManifests(path)),
    );
  }
  for (const generator of document.secretGenerator ?? []) {
    if (!document.generatorOptions?.disableNameSuffixHash) {
      throw new Error(`${file}: secretGenerator needs generatorOptions.disableNameSuffixHash`);
    }
    const data: Record<string, string> = {};
    for (const env of generator.envs ?? []) {
      const source = options.envFiles?.[env] ?? join(dir, env);
      if (!existsSync(source)) throw new Error(`${file}: ${env} is missing (${source})`);
      for (const [key, value] of Object.entries(readEnvFile(source))) {
        data[key] = Buffer.from(value).toString("base64");
      }
    }
    manifests.push({
      apiVersion: "v1",
      kind: "Secret",
      metadata: { name: generator.name },
      type: "Opaque",
      data,
    });
  }
  for (const image of document.images ?? []) {
    for (const container of containersOf(manifests)) {
      const [name] = splitImage(container.image);
      if (name !== image.name) continue;
      const tag = image.newTag ?? splitImage(container.image)[1];
      container.image = `${image.newName ?? name}${tag ? `:${tag}` : ""}`;
    }
  }
  return manifests;
}

/** An image reference's name and tag. */
function splitImage(image: string): [string, string | undefined] {
  const at = image.lastIndexOf(":");
  return at > image.lastIndexOf("/")
    ? [image.slice(0, at), image.slice(at + 1)]
    : [image, undefined];
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  lifecycle?: unknown;
  [key: string]: unknown;
}

interface PodSpec {
  containers: Container[];
  volumes?: { name: string; [key: string]: unknown }[];
  [key: string]: unknown;
}

/** The pod template of a workload (Deployment, StatefulSet), if it is one. */
function podTemplate(manifest: Manifest) {
  return (manifest.spec as { template?: { metadata?: object; spec: PodSpec } } | undefined)
    ?.template;
}

/** Every container of the manifests' workloads. */
export function containersOf(manifests: Manifest[]): Container[] {
  return manifests.flatMap((manifest) => podTemplate(manifest)?.spec.containers ?? []);
}

/** The secret values a Secret holds (decoded). */
export function secretValues(manifest: Manifest): string[] {
  const data = (manifest.data ?? {}) as Record<string, string>;
  const stringData = (manifest.stringData ?? {}) as Record<string, string>;
  return [
    ...Object.values(data).map((value) => Buffer.from(value, "base64").toString("utf8")),
    ...Object.values(stringData),
  ];
}

/** Where each part listens when the pods share this machine's network (podman, host network). */
export interface PortPlan {
  nginx: number;
  app: number[];
  services: number;
  redis: number;
  postgres: number;
  mail: number;
  crm: number;
}

/** The ports of the manifests (each pod its own network on Kubernetes). */
const CLUSTER_PORTS = {
  nginx: 8080,
  app: 3000,
  services: 4000,
  redis: 6379,
  postgres: 5432,
  mail: 2525,
  crm: 4010,
};

/** Images of the public registry and their local Debian builds (deploy/containers/debian-*). */
export const LOCAL_STAND_INS: Record<string, string> = {
  "docker.io/library/redis": "localhost/wire-redis:debian",
  "docker.io/library/postgres": "localhost/wire-postgres:debian",
  "docker.io/library/nginx": "localhost/wire-nginx:debian",
};

export interface PodmanOptions {
  ports: PortPlan;
  /** Replaces the public registry's images with LOCAL_STAND_INS (no registry reachable). */
  localImages: boolean;
}

/** What `toPodman` played and what it left to a real cluster. */
export interface PodmanPlay {
  manifests: Manifest[];
  /**
   * The Secrets, by name: each key's value in base64, the content of the podman secret of that
   * name (`podman secret create NAME FILE` with this as JSON). podman 4.3 plays a Secret document
   * but then cannot read it for `secretKeyRef` ("not valid JSON"): it reads only this form.
   */
  secrets: Record<string, Record<string, string>>;
  /** Objects podman does not run (Services, PodDisruptionBudgets): `Kind/name`. */
  notPlayed: string[];
}

/**
 * The manifests as `podman kube play` runs them on this machine (issue 45): each replica of a
 * Deployment or StatefulSet a Pod of its own (podman plays one replica and no StatefulSet), a
 * StatefulSet's volume claim templates PersistentVolumeClaims, every pod on the host's network
 * (the only one that works here), every part on a port of its own (`ports`): the Services'
 * addresses in ConfigMaps, Secrets and nginx's configuration become 127.0.0.1 and those ports. Services and PodDisruptionBudgets are left out (podman ignores them).
 */
export function toPodman(manifests: Manifest[], options: PodmanOptions): PodmanPlay {
  const { ports } = options;
  // The Services' names as 127.0.0.1 (podman 4.3 ignores hostAliases on the host's network).
  const rewrite = (text: string) =>
    text
      .replaceAll(`wire-nginx:${CLUSTER_PORTS.nginx}`, `127.0.0.1:${ports.nginx}`)
      .replaceAll(`localhost:${CLUSTER_PORTS.nginx}`, `localhost:${ports.nginx}`)
      .replaceAll(`wire-services:${CLUSTER_PORTS.services}`, `127.0.0.1:${ports.services}`)
      .replaceAll(`localhost:${CLUSTER_PORTS.services}`, `localhost:${ports.services}`)
      .replaceAll(`wire-redis:${CLUSTER_PORTS.redis}`, `127.0.0.1:${ports.redis}`)
      .replaceAll(`wire-postgres:${CLUSTER_PORTS.postgres}`, `127.0.0.1:${ports.postgres}`)
      .replaceAll(`127.0.0.1:${CLUSTER_PORTS.crm}`, `127.0.0.1:${ports.crm}`);
  const played: Manifest[] = [];
  const secrets: Record<string, Record<string, string>> = {};
  const notPlayed: string[] = [];
  for (const manifest of manifests) {
    const template = podTemplate(manifest);
    if (manifest.kind === "ConfigMap") {
      const data = { ...(manifest.data as Record<string, string>) };
      for (const [key, value] of Object.entries(data)) data[key] = rewrite(value);
      if (data["nginx.conf"]) data["nginx.conf"] = nginxOnHost(data["nginx.conf"], ports);
      if (data.MAIL_CATCHER_PORT) data.MAIL_CATCHER_PORT = String(ports.mail);
      if (data.CRM_PORT) data.CRM_PORT = String(ports.crm);
      played.push({ ...manifest, data });
    } else if (manifest.kind === "Secret") {
      const data: Record<string, string> = {};
      for (const [key, value] of Object.entries(manifest.data as Record<string, string>)) {
        data[key] = Buffer.from(rewrite(Buffer.from(value, "base64").toString("utf8"))).toString(
          "base64",
        );
      }
      secrets[manifest.metadata.name] = data;
    } else if (template && (manifest.kind === "Deployment" || manifest.kind === "StatefulSet")) {
      const spec = manifest.spec as {
        replicas?: number;
        volumeClaimTemplates?: { metadata: { name: string }; spec: unknown }[];
      };
      const replicas = spec.replicas ?? 1;
      for (let index = 0; index < replicas; index++) {
        const name = `${manifest.metadata.name}-${index}`;
        const pod = structuredClone(template.spec);
        pod.hostNetwork = true;
        pod.restartPolicy = "Always";
        // podman sets HOSTNAME to the pod's name over the container's own, and Next's standalone
        // server listens on HOSTNAME: a pod named `localhost`, which resolves.
        if (manifest.metadata.name === "wire-app") pod.hostname = "localhost";
        for (const claim of spec.volumeClaimTemplates ?? []) {
          const claimName = `${claim.metadata.name}-${name}`;
          played.push({
            apiVersion: "v1",
            kind: "PersistentVolumeClaim",
            metadata: { name: claimName },
            spec: claim.spec,
          });
          pod.volumes = [
            ...(pod.volumes ?? []),
            { name: claim.metadata.name, persistentVolumeClaim: { claimName } },
          ];
        }
        for (const container of pod.containers) {
          onHost(manifest.metadata.name, index, container, ports, rewrite);
          if (options.localImages) {
            const [image] = splitImage(container.image);
            container.image = LOCAL_STAND_INS[image] ?? container.image;
          }
        }
        played.push({
          apiVersion: "v1",
          kind: "Pod",
          metadata: {
            name,
            labels: (template.metadata as { labels?: Record<string, string> })?.labels,
          },
          spec: pod,
        });
      }
    } else {
      notPlayed.push(`${manifest.kind}/${manifest.metadata.name}`);
    }
  }
  return { manifests: played, secrets, notPlayed };
}

/** One container's addresses on the host's network. */
function onHost(
  workload: string,
  index: number,
  container: Container,
  ports: PortPlan,
  rewrite: (text: string) => string,
) {
  const setEnv = (name: string, value: string) => {
    container.env ??= [];
    const env = container.env;
    const entry = env.find((variable) => variable.name === name);
    if (entry) entry.value = value;
    else env.push({ name, value });
  };
  // preStop's `sleep` handler is newer than podman 4.3; declared ports become port mappings,
  // which podman refuses on the host's network.
  delete container.lifecycle;
  delete container.ports;
  // podman 4.3 runs a liveness probe as the container's health check (readiness and startup
  // probes it ignores), an HTTP one with curl, which the images have not: the same check in Node.
  const liveness = container.livenessProbe as { httpGet?: { path: string } } | undefined;
  delete container.startupProbe;
  delete container.readinessProbe;
  delete container.livenessProbe;
  const livenessPath = liveness?.httpGet?.path;
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) variable.value = rewrite(variable.value);
  }
  if (workload === "wire-app") {
    const port = ports.app[index];
    if (port === undefined) throw new Error(`no port for wire-app replica ${index}`);
    setEnv("PORT", String(port));
    setEnv("HOSTNAME", "localhost");
    setEnv("APP_INTERNAL_URL", `http://localhost:${port}`);
    // Only nginx, on this machine, forwards clients' addresses.
    setEnv("TRUSTED_PROXIES", "127.0.0.1");
    retargetProbes(container, port, livenessPath, 60);
  } else if (workload === "wire-services" && container.name === "services") {
    setEnv("SERVICES_HOST", "127.0.0.1");
    setEnv("SERVICES_PORT", String(ports.services));
    retargetProbes(container, ports.services, livenessPath, 600);
  } else if (workload === "wire-postgres") {
    setEnv("PGPORT", String(ports.postgres));
  } else if (workload === "wire-redis" && container.command) {
    container.command = container.command.map((part) =>
      part.replace(`--port ${CLUSTER_PORTS.redis}`, `--port ${ports.redis} --bind 127.0.0.1`),
    );
  }
}

/** The liveness check on the instance's port, and its declared port. */
function retargetProbes(
  container: Container,
  port: number,
  path: string | undefined,
  startSeconds: number,
) {
  if (path) {
    container.livenessProbe = {
      exec: {
        command: [
          "node",
          "-e",
          `fetch("http://127.0.0.1:${port}${path}").then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
        ],
      },
      // What the startup probe waits for on a cluster (the services' first start seeds).
      initialDelaySeconds: startSeconds,
      periodSeconds: 10,
      failureThreshold: 3,
    };
  }
}

/** nginx's configuration from the ConfigMap, listening on loopback with one upstream per instance. */
function nginxOnHost(conf: string, ports: PortPlan) {
  const upstreams = ports.app
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join("\n    ");
  const listen = `listen ${CLUSTER_PORTS.nginx};`;
  const upstream = `server wire-app:${CLUSTER_PORTS.app};`;
  if (!conf.includes(listen) || !conf.includes(upstream)) {
    throw new Error(`nginx.conf: expected "${listen}" and "${upstream}"`);
  }
  return conf.replace(listen, `listen 127.0.0.1:${ports.nginx};`).replace(upstream, upstreams);
}

/** Where nginx keeps its cache and temporary files in the pod (an emptyDir). */
export const NGINX_DIR = "/var/cache/wire-nginx";

/**
 * deploy/nginx.conf as the ConfigMap's nginx.conf: the same rules, with the run's directory,
 * port and upstreams of a cluster (the app's Service; logs to stderr).
 */
export function nginxConfForCluster(template: string): string {
  const conf = template
    .replace(/^# nginx \(Debian's 1\.22\)[\s\S]*?\n\n/, "")
    .replace("error_log @DIR@/error.log warn;", "error_log stderr warn;")
    .replaceAll("@DIR@", NGINX_DIR)
    .replace("listen 127.0.0.1:@PORT@;", `listen ${CLUSTER_PORTS.nginx};`)
    .replace(
      "@UPSTREAMS@",
      `# The app's Service (kube-proxy spreads the connections over the ready instances).\n    server wire-app:${CLUSTER_PORTS.app};`,
    );
  if (conf.includes("@")) throw new Error("deploy/nginx.conf: a placeholder is not filled in");
  return conf;
}

/** The ConfigMap `wire-nginx` (deploy/kubernetes/base/nginx-config.yaml) as YAML text. */
export function nginxConfigMapYaml(template: string): string {
  const conf = nginxConfForCluster(template);
  const indented = conf
    .trimEnd()
    .split("\n")
    .map((line) => (line ? `    ${line}` : ""))
    .join("\n");
  return `# Generated from deploy/nginx.conf (the same caching rules) by \`pnpm deploy:nginx-config\`;
# a test fails when the two differ. Edit deploy/nginx.conf, then run that command.
apiVersion: v1
kind: ConfigMap
metadata:
  name: wire-nginx
  labels:
    app.kubernetes.io/name: wire-nginx
    app.kubernetes.io/part-of: wire
data:
  nginx.conf: |
${indented}
`;
}

/** A random secret (48 bytes, base64url): the demo's generated values. */
export const randomSecret = () => randomBytes(36).toString("base64url");

/** The demo Secret's values, made at random (the keys of secrets.env.example). */
export function demoSecrets(exampleFile: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.keys(readEnvFile(exampleFile))) values[key] = randomSecret();
  values.REDIS_URL = `redis://:${values.REDIS_PASSWORD}@wire-redis:${CLUSTER_PORTS.redis}`;
  values.DATABASE_URL = `postgres://wire:${values.POSTGRES_PASSWORD}@wire-postgres:${CLUSTER_PORTS.postgres}/wire`;
  return values;
}

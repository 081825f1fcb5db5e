import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  containersOf,
  demoSecrets,
  KUBERNETES_DIR,
  type Manifest,
  nginxConfigMapYaml,
  readEnvFile,
  readManifests,
  renderKustomization,
  secretValues,
  toPodman,
} from "./manifests";

const DEPLOY_DIR = join(KUBERNETES_DIR, "..");
const REPO = join(DEPLOY_DIR, "..");
const EXAMPLE = join(KUBERNETES_DIR, "overlays/demo/secrets.env.example");

/** A demo secrets file of random values, as `pnpm deploy:local` writes one. */
function demoSecretsFile() {
  const values = demoSecrets(EXAMPLE);
  const file = join(mkdtempSync(join(tmpdir(), "wire-manifests-")), "secrets.env");
  writeFileSync(
    file,
    Object.entries(values)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(""),
  );
  return { file, values };
}

const demo = demoSecretsFile();
const OVERLAYS = {
  demo: () =>
    renderKustomization(join(KUBERNETES_DIR, "overlays/demo"), {
      envFiles: { "secrets.env": demo.file },
    }),
  production: () => renderKustomization(join(KUBERNETES_DIR, "overlays/production")),
};

/** Every YAML file under deploy/kubernetes. */
function yamlFiles(dir = KUBERNETES_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return name.endsWith(".yaml") ? [path] : [];
  });
}

/**
 * Validates a manifest against the Kubernetes schema of its kind (kubernetes-models 5.1: the
 * OpenAPI schemas of Kubernetes 1.34+, with `hostnameOverride`), throwing what is wrong.
 */
async function validate(manifest: Manifest) {
  const [group, version] = manifest.apiVersion.includes("/")
    ? manifest.apiVersion.split("/")
    : [null, manifest.apiVersion];
  const path = group ? `${group}/${version}/${manifest.kind}` : `${version}/${manifest.kind}`;
  const module = (await import(`kubernetes-models/${path}`)) as Record<
    string,
    new (
      data: unknown,
    ) => { validate(): void }
  >;
  const Model = module[manifest.kind];
  if (!Model) throw new Error(`no model for ${manifest.apiVersion} ${manifest.kind}`);
  new Model(manifest).validate();
}

const workloads = (manifests: Manifest[]) =>
  manifests.filter((m) => m.kind === "Deployment" || m.kind === "StatefulSet");
const byName = (manifests: Manifest[], kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is missing`);
  return found as Manifest & { spec: Loose };
};
/** A manifest's parts as the tests read them (their shape is checked by the schema test). */
// biome-ignore lint/suspicious/noExplicitAny: any depth of a validated manifest
type Loose = any;
const SECRET_NAME = /(?:^|_)(?:SECRET|TOKEN|PASSWORD)$|^REDIS_URL$|^DATABASE_URL$/;

describe("deployment manifests (deploy/kubernetes, issue 45)", () => {
  it("every manifest of every overlay, and of what podman plays, validates against the Kubernetes schema", async () => {
    for (const [name, render] of Object.entries(OVERLAYS)) {
      const manifests = render();
      expect(manifests.length, name).toBeGreaterThan(5);
      for (const manifest of manifests) {
        await expect(
          validate(manifest),
          `${name}: ${manifest.kind}/${manifest.metadata.name}`,
        ).resolves.toBeUndefined();
      }
    }
    const played = toPodman(OVERLAYS.demo(), { localImages: true, ports: PORTS });
    for (const manifest of played.manifests) await validate(manifest);
    // A wrong type is caught (the validator is not a no-op).
    const broken = structuredClone(byName(OVERLAYS.demo(), "Deployment", "wire-app"));
    broken.spec.replicas = "two";
    await expect(validate(broken)).rejects.toThrow(/replicas must be integer/);
    // Loading the schemas' validators takes seconds on a busy machine.
  }, 30_000);

  it("every YAML file is a kustomization or holds only valid manifests that an overlay uses", () => {
    const used = new Set(
      [...OVERLAYS.demo(), ...OVERLAYS.production()].map((m) => `${m.kind}/${m.metadata.name}`),
    );
    for (const file of yamlFiles()) {
      if (file.endsWith("kustomization.yaml")) continue;
      for (const manifest of readManifests(file)) {
        expect(used, relative(KUBERNETES_DIR, file)).toContain(
          `${manifest.kind}/${manifest.metadata.name}`,
        );
      }
    }
  });

  it("holds no secret value: secrets come from the Secret wire-secrets, which no file in git defines", () => {
    for (const file of yamlFiles()) {
      // No credentials in a URL (comments aside), no Secret object.
      const manifests = readManifests(file);
      expect(JSON.stringify(manifests), file).not.toMatch(/:\/\/[^\s/@"]*:[^\s/@"]+@/);
      for (const manifest of manifests) expect(manifest.kind, file).not.toBe("Secret");
    }
    for (const [name, render] of Object.entries(OVERLAYS)) {
      const manifests = render();
      for (const container of containersOf(manifests)) {
        for (const variable of container.env ?? []) {
          if (!SECRET_NAME.test(variable.name)) continue;
          expect(variable.value, `${name}: ${container.name} ${variable.name}`).toBeUndefined();
          expect(variable.valueFrom).toMatchObject({ secretKeyRef: { name: "wire-secrets" } });
        }
      }
      for (const configMap of manifests.filter((m) => m.kind === "ConfigMap")) {
        for (const key of Object.keys(configMap.data as object)) {
          expect(key, `${name}: ConfigMap ${configMap.metadata.name}`).not.toMatch(SECRET_NAME);
        }
      }
    }
    // The demo's values (made by `pnpm deploy:local`) appear only in its generated Secret.
    const rendered = OVERLAYS.demo();
    const secret = byName(rendered, "Secret", "wire-secrets");
    expect(new Set(secretValues(secret))).toEqual(new Set(Object.values(demo.values)));
    const elsewhere = JSON.stringify(rendered.filter((m) => m.kind !== "Secret"));
    for (const value of Object.values(demo.values)) expect(elsewhere).not.toContain(value);
    // Every key the manifests read from it is in the example (and so in the generated file).
    const keys = Object.keys(readEnvFile(EXAMPLE));
    for (const container of containersOf(rendered)) {
      for (const variable of container.env ?? []) {
        const key = (variable.valueFrom as { secretKeyRef?: { key: string } } | undefined)
          ?.secretKeyRef?.key;
        if (key) expect(keys).toContain(key);
      }
    }
    // The generated file stays out of git; no Containerfile sets a secret.
    const ignored = execFileSync(
      "git",
      ["check-ignore", "deploy/kubernetes/overlays/demo/secrets.env"],
      { cwd: REPO, encoding: "utf8" },
    );
    expect(ignored.trim()).toBe("deploy/kubernetes/overlays/demo/secrets.env");
    const containers = join(DEPLOY_DIR, "containers");
    for (const file of readdirSync(containers).filter((f) => f.endsWith("Containerfile"))) {
      const envLines = readFileSync(join(containers, file), "utf8")
        .split("\n")
        .filter((line) => /^\s*(ENV|ARG)\b|^\s+[A-Z_]+=/.test(line));
      for (const line of envLines) expect(line, file).not.toMatch(SECRET_NAME);
    }
  });

  it("nginx's ConfigMap carries deploy/nginx.conf's caching rules (regenerate with pnpm deploy:nginx-config)", () => {
    const template = readFileSync(join(DEPLOY_DIR, "nginx.conf"), "utf8");
    expect(readFileSync(join(KUBERNETES_DIR, "base/nginx-config.yaml"), "utf8")).toBe(
      nginxConfigMapYaml(template),
    );
    const conf = (
      byName(OVERLAYS.demo(), "ConfigMap", "wire-nginx").data as Record<string, string>
    )["nginx.conf"]!;
    for (const rule of [
      "proxy_cache_bypass $wire_skip_cache;",
      "proxy_no_cache $wire_skip_cache;",
      "proxy_cache_use_stale",
    ]) {
      expect(conf).toContain(rule);
    }
  });

  it("runs two app instances with health checks, limits, a disruption budget and a grace period covering the shutdown", () => {
    for (const render of Object.values(OVERLAYS)) {
      const manifests = render();
      const app = byName(manifests, "Deployment", "wire-app");
      expect(app.spec.replicas).toBe(2);
      const pod = app.spec.template.spec;
      const [container] = pod.containers;
      expect(container.readinessProbe.httpGet.path).toBe("/readyz");
      expect(container.livenessProbe.httpGet.path).toBe("/healthz");
      expect(container.resources.requests).toMatchObject({
        cpu: expect.any(String),
        memory: expect.any(String),
      });
      expect(container.resources.limits).toMatchObject({
        cpu: expect.any(String),
        memory: expect.any(String),
      });
      // preStop's wait plus the 10 s an instance is given to answer what it is doing.
      expect(pod.terminationGracePeriodSeconds).toBe(
        container.lifecycle.preStop.sleep.seconds + 10,
      );
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
      const budget = byName(manifests, "PodDisruptionBudget", "wire-app");
      expect(budget.spec.minAvailable).toBe(1);
      // Every Service and the budget select the pods of a workload.
      const labels = workloads(manifests).map((w) => (w.spec as Loose).template.metadata.labels);
      for (const selector of [
        budget.spec.selector.matchLabels,
        ...manifests.filter((m) => m.kind === "Service").map((s) => (s.spec as Loose).selector),
      ]) {
        expect(labels.some((l) => Object.entries(selector).every(([k, v]) => l[k] === v))).toBe(
          true,
        );
      }
    }
    // The demo runs Redis and PostgreSQL with volumes; production points at managed ones.
    const demoManifests = OVERLAYS.demo();
    for (const name of ["wire-redis", "wire-postgres"]) {
      expect(byName(demoManifests, "StatefulSet", name).spec.volumeClaimTemplates).toHaveLength(1);
    }
    const production = OVERLAYS.production();
    expect(production.some((m) => m.kind === "StatefulSet" || m.kind === "Secret")).toBe(false);
    expect(containersOf(production).find((c) => c.name === "app")?.image).toBe(
      "registry.example.com/wire/app:1.0.0",
    );
    expect(byName(production, "ConfigMap", "wire-config").data).toMatchObject({
      APP_URL: expect.stringMatching(/^https:/),
    });
  });

  it("plays on podman as one pod per replica on the host's network, each part on its own port", () => {
    const played = toPodman(OVERLAYS.demo(), { localImages: true, ports: PORTS });
    const pods = played.manifests.filter((m) => m.kind === "Pod").map((m) => m.metadata.name);
    expect(pods.sort()).toEqual([
      "wire-app-0",
      "wire-app-1",
      "wire-nginx-0",
      "wire-postgres-0",
      "wire-redis-0",
      "wire-services-0",
    ]);
    expect(played.notPlayed).toContain("PodDisruptionBudget/wire-app");
    expect(played.manifests.some((m) => m.kind === "Secret")).toBe(false);
    expect(Object.keys(played.secrets)).toEqual(["wire-secrets"]);
    const redisUrl = Buffer.from(played.secrets["wire-secrets"]!.REDIS_URL!, "base64").toString();
    expect(redisUrl).toBe(`redis://:${demo.values.REDIS_PASSWORD}@127.0.0.1:${PORTS.redis}`);
    const ports = played.manifests
      .filter((m) => m.metadata.name.startsWith("wire-app-"))
      .map((m) => (m.spec as Loose).containers[0].env.find((e: Loose) => e.name === "PORT").value);
    expect(ports).toEqual(PORTS.app.map(String));
    const conf = (byName(played.manifests, "ConfigMap", "wire-nginx").data as Loose)["nginx.conf"];
    expect(conf).toContain(`listen 127.0.0.1:${PORTS.nginx};`);
    for (const port of PORTS.app) expect(conf).toContain(`server 127.0.0.1:${port} `);
    expect(
      played.manifests
        .filter((m) => m.kind === "PersistentVolumeClaim")
        .map((m) => m.metadata.name),
    ).toEqual(["data-wire-redis-0", "data-wire-postgres-0"]);
  });

  it("refuses a kustomization field it does not build", () => {
    const dir = mkdtempSync(join(tmpdir(), "wire-kustomize-"));
    writeFileSync(join(dir, "kustomization.yaml"), "resources: []\npatches: []\n");
    expect(() => renderKustomization(dir)).toThrow(/not supported here: patches/);
  });
});

const PORTS = {
  nginx: 8590,
  app: [3591, 3592],
  services: 4590,
  redis: 6591,
  postgres: 55591,
  mail: 2592,
  crm: 4591,
};

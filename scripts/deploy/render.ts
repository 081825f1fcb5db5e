/**
 * `tsx scripts/deploy/render.ts <command>`: the deployment's manifests (issue 45).
 *
 *   nginx-config           writes deploy/kubernetes/base/nginx-config.yaml from deploy/nginx.conf
 *   secrets FILE           writes FILE (mode 600) with the demo Secret's random values, if missing
 *   build OVERLAY [SECRETS]          prints `kustomize build` of an overlay
 *   podman OVERLAY SECRETS OUT       writes what `podman kube play` runs here to OUT (mode 600),
 *                                    and each Secret to OUT.NAME.secret.json (podman's form)
 *
 * `podman` reads the ports from the environment: NGINX_PORT, APP_PORTS ("3091 3092"),
 * SERVICES_PORT, REDIS_PORT, PG_PORT, MAIL_CATCHER_PORT, CRM_PORT; LOCAL_IMAGES=1 uses the local
 * Debian builds of Redis, PostgreSQL and nginx (no registry).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import {
  demoSecrets,
  KUBERNETES_DIR,
  type Manifest,
  nginxConfigMapYaml,
  renderKustomization,
  toPodman,
} from "./manifests";

const [command, ...args] = process.argv.slice(2);
const toYaml = (manifests: Manifest[]) =>
  manifests.map((manifest) => stringify(manifest, { lineWidth: 0 })).join("---\n");
const overlay = (name: string | undefined, secrets: string | undefined) =>
  renderKustomization(join(KUBERNETES_DIR, "overlays", name ?? "demo"), {
    envFiles: secrets ? { "secrets.env": secrets } : undefined,
  });
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

switch (command) {
  case "nginx-config": {
    const template = readFileSync(join(KUBERNETES_DIR, "../nginx.conf"), "utf8");
    writeFileSync(join(KUBERNETES_DIR, "base/nginx-config.yaml"), nginxConfigMapYaml(template));
    break;
  }
  case "secrets": {
    const [file] = args;
    if (!file) throw new Error("usage: secrets FILE");
    if (!existsSync(file)) {
      const values = demoSecrets(join(KUBERNETES_DIR, "overlays/demo/secrets.env.example"));
      const lines = Object.entries(values).map(([key, value]) => `${key}=${value}`);
      writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
    }
    break;
  }
  case "build":
    process.stdout.write(toYaml(overlay(args[0], args[1])));
    break;
  case "podman": {
    const [name, secrets, out] = args;
    if (!secrets || !out) throw new Error("usage: podman OVERLAY SECRETS OUT");
    const play = toPodman(overlay(name, secrets), {
      localImages: process.env.LOCAL_IMAGES === "1",
      ports: {
        nginx: port("NGINX_PORT", 8090),
        app: (process.env.APP_PORTS || "3091 3092").split(/\s+/).filter(Boolean).map(Number),
        services: port("SERVICES_PORT", 4090),
        redis: port("REDIS_PORT", 6391),
        postgres: port("PG_PORT", 55491),
        mail: port("MAIL_CATCHER_PORT", 2591),
        crm: port("CRM_PORT", 4091),
      },
    });
    writeFileSync(out, toYaml(play.manifests), { mode: 0o600 });
    // Beside it, each Secret as podman reads it (the deploy script creates them, then removes these).
    for (const [secret, data] of Object.entries(play.secrets)) {
      writeFileSync(`${out}.${secret}.secret.json`, JSON.stringify(data), { mode: 0o600 });
    }
    console.log(
      `not played by podman (validated against the schema only): ${play.notPlayed.join(", ")}`,
    );
    break;
  }
  default:
    throw new Error(`unknown command: ${command ?? "(none)"}`);
}

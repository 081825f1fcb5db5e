#!/usr/bin/env bash
# Packs the published package and renders a Button in the Adaptronic theme
# from a scratch project outside the workspace, installed from the tarball
# and the npm registry, as another team would. Needs `pnpm build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d /tmp/wire-ds-consumer.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
pnpm pack --pack-destination "$scratch" >/dev/null
cd "$scratch"
echo '{"name":"scratch","private":true,"type":"module"}' > package.json
npm install --no-audit --no-fund ./wire-design-system-*.tgz react@19 react-dom@19 >/dev/null
cat > render.mjs <<'JS'
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { Button, ThemeRoot, themes } from "@wire/design-system";
const html = renderToString(h(ThemeRoot, { theme: "Adaptronic" }, h(Button, null, "Request a quote")));
if (!html.includes("Request a quote") || !html.includes(themes.Adaptronic)) {
  console.error("consumer check failed:", html);
  process.exit(1);
}
console.log("consumer check: Button renders in the Adaptronic theme from the packed package");
JS
node render.mjs

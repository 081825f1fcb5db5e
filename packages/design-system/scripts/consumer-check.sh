#!/usr/bin/env bash
# Packs the published package and, from a scratch project outside the
# workspace installed from the tarball and the npm registry (as another team
# would), (1) renders a Button in the Adaptronic theme and (2) typechecks a
# consumer against the published .d.ts with TypeScript's strict settings, so
# a declaration that leaks an unpublished @wire/* type fails here.
# Needs `pnpm build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-dts.mjs
scratch=$(mktemp -d /tmp/wire-ds-consumer.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
pnpm pack --pack-destination "$scratch" >/dev/null
cd "$scratch"
echo '{"name":"scratch","private":true,"type":"module"}' > package.json
npm install --no-audit --no-fund ./wire-design-system-*.tgz react@19 react-dom@19 \
  typescript@~5.9.3 @types/react@19 @types/react-dom@19 >/dev/null
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
cat > consumer.tsx <<'TSX'
import {
  Button,
  ComparisonTable,
  type ComparisonRow,
  type MeasurementSystemName,
  ShareModal,
  SpecificationTable,
  ThemeRoot,
  type ThemeName,
} from "@wire/design-system";

const theme: ThemeName = "Cirris";
const system: MeasurementSystemName = "Imperial";
const rows: ComparisonRow[] = [{ name: "Length", unit: "mm", values: ["1", null] }];

export const App = () => (
  <ThemeRoot theme={theme} enableCutFont>
    <Button isLoading>Send</Button>
    <SpecificationTable title="Specs" rows={[]} system={system} />
    <ComparisonTable caption="Compare" products={["A", "B"]} rows={rows} missingText="–" />
    <ShareModal
      open={false}
      onOpenChange={() => {}}
      url="https://example.com"
      pageTitle="Home"
      labels={{
        title: "Share",
        close: "Close",
        link: "Link",
        copy: "Copy",
        copied: "Copied",
        copyFailed: "Copy it",
        shareVia: "Share via",
        mail: "E-mail",
        linkedIn: "LinkedIn",
        x: "X",
        facebook: "Facebook",
        newTab: "(new tab)",
      }}
    />
  </ThemeRoot>
);

// @ts-expect-error: an unknown variant must be a type error, so the types are real (not any).
export const Wrong = () => <Button variant="nope">x</Button>;
TSX
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "strict": true,
    "noEmit": true,
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react-jsx",
    "skipLibCheck": false,
    "types": []
  },
  "files": ["consumer.tsx"]
}
JSON
npx tsc -p tsconfig.json
echo "consumer check: a strict TypeScript consumer typechecks against the published declarations"

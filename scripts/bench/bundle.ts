/**
 * `pnpm bench bundle`: where the first-load JavaScript of `pnpm bench pages`' pages comes from
 * (issue 14's ≤ 150 KiB gz). The same count as `pnpm bench pages` (`measureFirstLoad`: the served
 * HTML's scripts and script preloads, and its inline scripts, each gzipped), split by origin:
 *
 * - each external script's gzipped size is shared out among the sources of its browser source map
 *   in proportion to the bytes each produced (an estimate: gzip does not compress every part
 *   alike), then grouped as React, Next.js (with Turbopack's runtime), the bundler's code between
 *   modules (their wrappers, the async imports' chunk lists), other packages, the design system,
 *   the domain and the app, with our largest modules listed;
 * - the inline scripts are Next's bootstrap and the page's RSC payload (what React hydrates): the
 *   largest payload rows are listed with their first characters, to tell header, content,
 *   metadata and footer apart.
 *
 * It needs a build with browser source maps (`WIRE_SOURCE_MAPS=1`, see next.config.ts): it makes
 * one under the build lock when the current build has none, or always with `--rebuild`. Such a
 * build serves the same scripts (each ends in a `sourceMappingURL` comment) and its `.map` files.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type RawSourceMap, SourceMapConsumer } from "source-map-js";
import {
  APP_PAGES,
  type FirstLoad,
  measureFirstLoad,
  run,
  scriptTags,
  table,
  underBuildLock,
  withSite,
} from "./pages.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const chunksDir = join(repoRoot, "packages/app/.next/static/chunks");
const TOP_MODULES = 12;
const TOP_ROWS = 6;

/** The group a source of a browser source map belongs to. */
export function originOf(source: string): string {
  if (source === BUNDLER) return "bundler";
  if (/next\/dist\/compiled\/react(-dom)?\//.test(source)) return "React";
  if (/react-server-dom-turbopack/.test(source)) return "React";
  if (/node_modules\/next\/|\[turbopack\]/.test(source)) return "Next.js";
  if (/node_modules\//.test(source)) return "other packages";
  if (/packages\/design-system\//.test(source)) return "design system";
  if (/packages\/domain\//.test(source)) return "domain";
  if (/packages\/app\//.test(source)) return "app";
  return "other";
}

/** A source's name without the bundler's prefix: `app/src/components/lazy.tsx`. */
export function shortSource(source: string): string {
  return source
    .replace(/^turbopack:\/\/\/\[project\]\/(packages\/)?/, "")
    .replace(/^.*node_modules\//, "")
    .replace(/^turbopack:\/\/\//, "");
}

/** What the bundler wrote between modules: their wrappers and the async imports' chunk lists. */
export const BUNDLER = "(between modules)";
/** Where a Turbopack chunk item ends and the next begins (`},338404,e=>{`). */
const ITEM_START = /\},\d+,[\w$]+=>\{/;

/**
 * Bytes of generated code per source: each mapping's code runs to the next mapping, or to the
 * start of the next chunk item, from where the bytes are the bundler's (an async import's loader
 * carries no mapping of its own). Sections of an index map are read with their offsets.
 */
export function bytesPerSource(code: string, map: RawSourceMap & { sections?: unknown }) {
  type Section = { offset: { line: number; column: number }; map: RawSourceMap };
  const sections: Section[] = map.sections
    ? (map.sections as Section[])
    : [{ offset: { line: 0, column: 0 }, map }];
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === "\n") lineStarts.push(i + 1);
  const position = (line: number, column: number) => (lineStarts[line] ?? code.length) + column;
  const bytes = new Map<string, number>();
  const add = (source: string, n: number) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  sections.forEach((section, index) => {
    const next = sections[index + 1]?.offset;
    const end = next ? position(next.line, next.column) : code.length;
    const spans: { source: string; at: number }[] = [];
    new SourceMapConsumer(section.map).eachMapping((mapping) => {
      const line = mapping.generatedLine - 1 + section.offset.line;
      const column =
        mapping.generatedColumn + (mapping.generatedLine === 1 ? section.offset.column : 0);
      spans.push({ source: mapping.source ?? "?", at: position(line, column) });
    });
    spans.forEach((span, i) => {
      const to = spans[i + 1]?.at ?? end;
      const boundary = ITEM_START.exec(code.slice(span.at, to));
      const own = boundary ? boundary.index + 1 : to - span.at;
      add(span.source, own);
      if (own < to - span.at) add(BUNDLER, to - span.at - own);
    });
  });
  return bytes;
}

/** The RSC payload rows of the inline scripts (`self.__next_f.push([1, "…"])`), joined. */
export function payloadRows(html: string): string[] {
  let payload = "";
  for (const tag of scriptTags(html)) {
    const chunk = /^self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)$/.exec(tag.body.trim());
    if (chunk?.[1]) payload += JSON.parse(chunk[1]) as string;
  }
  return payload.split(/\n(?=[0-9a-f]+:)/);
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

/** Gzipped KiB by source for one page's external scripts (fetched with their maps). */
async function attribute(pageUrl: string, firstLoad: FirstLoad) {
  const bySource = new Map<string, number>();
  for (const script of firstLoad.scripts) {
    if (script.src.startsWith("inline")) continue;
    const url = new URL(script.src, pageUrl);
    const code = await (await fetch(url)).text();
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const answer = mapName ? await fetch(new URL(mapName, url)) : null;
    if (!answer?.ok) {
      bySource.set(`(no source map) ${script.src}`, script.gzip);
      continue;
    }
    const bytes = bytesPerSource(code, (await answer.json()) as RawSourceMap);
    const mapped = [...bytes.values()].reduce((sum, n) => sum + n, 0) || 1;
    for (const [source, n] of bytes) {
      bySource.set(source, (bySource.get(source) ?? 0) + (n / mapped) * script.gzip);
    }
  }
  return bySource;
}

async function ensureSourceMapBuild(rebuild: boolean) {
  const hasMaps = existsSync(chunksDir) && readdirSync(chunksDir).some((f) => f.endsWith(".map"));
  if (hasMaps && !rebuild) {
    console.log("app: using the existing build with source maps (--rebuild to refresh)");
    return;
  }
  console.log("app: building with browser source maps (under the build lock) …");
  const build = "WIRE_SOURCE_MAPS=1 pnpm --filter @wire/app build";
  await run(...underBuildLock(["sh", "-c", build]), repoRoot, { NEXT_TELEMETRY_DISABLED: "1" });
}

export default async function bundleBench(args: string[]): Promise<void> {
  await ensureSourceMapBuild(args.includes("--rebuild"));
  await withSite(async ({ appUrl }) => {
    for (const page of APP_PAGES) {
      const pageUrl = `${appUrl}${page.path}`;
      await (await fetch(pageUrl)).arrayBuffer(); // renders and keeps it
      const firstLoad = await measureFirstLoad(pageUrl, new Map());
      const bySource = await attribute(pageUrl, firstLoad);
      const groups = new Map<string, number>();
      for (const [source, size] of bySource) {
        const group = source.startsWith("(no source map)") ? "unmapped" : originOf(source);
        groups.set(group, (groups.get(group) ?? 0) + size);
      }
      groups.set("inline (bootstrap and RSC payload)", firstLoad.inlineKiB * 1024);
      console.log(`\n${page.name} ${page.path}: ${firstLoad.kib.toFixed(1)} KiB gz first load`);
      console.log(
        table([
          ["origin", "KiB gz"],
          ...[...groups].sort((a, b) => b[1] - a[1]).map(([group, size]) => [group, kib(size)]),
        ]),
      );
      const ours = [...bySource]
        .filter(([source]) => ["app", "design system", "domain"].includes(originOf(source)))
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP_MODULES);
      console.log(
        table([
          ["our largest modules", "KiB gz"],
          ...ours.map(([source, size]) => [shortSource(source), kib(size)]),
        ]),
      );
      const html = await (await fetch(pageUrl)).text();
      const rows = payloadRows(html)
        .map((row) => ({ row, size: gzip(row) }))
        .sort((a, b) => b.size - a.size)
        .slice(0, TOP_ROWS);
      console.log(
        table([
          ["largest payload rows (alone)", "KiB gz"],
          ...rows.map(({ row, size }) => [row.slice(0, 90).replaceAll("|", "¦"), kib(size)]),
        ]),
      );
    }
  });
}

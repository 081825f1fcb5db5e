import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { build, type Rolldown } from "vite";

/**
 * Node-side helper of `src/firstLoad.test.ts` (called through a Vitest
 * browser command, see `vitest.config.ts`): bundles the components a public
 * page renders on first load, as the app's bundler would, and reports every
 * module that lands in the first-load chunks and their gzipped size.
 */

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * What the public CMS and catalogue pages render before any interaction (spec: first-load
 * JavaScript budget), a product page's specification switch, units choice and compare
 * toggles included. Overlays and form inputs are not listed: the app lazy-loads them, and so
 * do these components (the galleries' Lightbox).
 */
export const firstLoadEntries: readonly string[] = [
  "components/Breadcrumb/Breadcrumb",
  "components/Button/Button",
  "components/EmptyState/EmptyState",
  "components/FlashMessage/FlashMessage",
  "components/Footer/Footer",
  "components/Header/Header",
  "components/Header/HeaderMenu",
  "components/Icon/Icon",
  "components/IconButton/IconButton",
  "components/LanguageBanner/LanguageBanner",
  "components/Link/Link",
  "components/Link/LinkProvider",
  "components/MeasurementSystemSwitch/MeasurementSystemSwitch",
  "components/NewsFeed/NewsFeedList",
  "components/Pagination/LoadMore",
  "components/Pagination/Pagination",
  "components/SideButtons/SideButtons",
  "components/SkipLink/SkipLink",
  "components/Spinner/Spinner",
  "components/Switch/Switch",
  "components/ThemeRoot/ThemeContext",
  "components/ThemeRoot/ThemeRoot",
  "components/Typography/Heading",
  "components/Typography/Overline",
  "components/Typography/Text",
  "modules/Accordion/Accordion",
  "modules/CallToAction/CallToAction",
  "modules/CapabilityList/CapabilityList",
  "modules/ClassificationList/ClassificationCard",
  "modules/ClassificationList/ClassificationList",
  "modules/ContactTeaser/ContactTeaser",
  "modules/DownloadsList/DownloadsList",
  "modules/Gallery/Gallery",
  "modules/Hero/Hero",
  "modules/Image/Image",
  "modules/Image/ImageProvider",
  "modules/KeyFacts/KeyFacts",
  "modules/ProductCard/CompareToggle",
  "modules/ProductCard/ProductCardGrid",
  "modules/ProductGallery/ProductGallery",
  "modules/ProductHighlights/ProductHighlights",
  "modules/Quote/Quote",
  "modules/RichText/RichText",
  "modules/SpecificationTable/SpecificationTable",
  "modules/TeaserGrid/TeaserCard",
  "modules/TeaserGrid/TeaserGrid",
  "modules/TextWithImage/TextWithImage",
  "modules/VariantsTable/VariantsTable",
  "modules/Video/Video",
];

export interface FirstLoadBundle {
  /** Module ids (absolute paths) in the entry chunk and the chunks it imports statically. */
  modules: string[];
  /** Gzipped size in bytes of those chunks' JavaScript, minified. */
  gzipBytes: number;
}

const peers = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];
const entryId = "\0wire-first-load";

/** Bundles `entries` (paths under src/, without extension) with React external. */
export async function bundleFirstLoad(
  entries: readonly string[] = firstLoadEntries,
): Promise<FirstLoadBundle> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    root: path.dirname(src),
    resolve: { conditions: ["module", "browser", "production"] },
    plugins: [
      vanillaExtractPlugin(),
      {
        name: "wire-first-load-entry",
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) =>
          id === entryId
            ? entries
                .map((entry) => `export * from ${JSON.stringify(path.join(src, entry))};`)
                .join("\n")
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      rolldownOptions: {
        input: entryId,
        preserveEntrySignatures: "strict",
        external: (id) => peers.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = results
    .flatMap((result) => result.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  const loaded = [...seen];
  return {
    modules: loaded.flatMap((chunk) => chunk.moduleIds),
    gzipBytes: gzipSync(loaded.map((chunk) => chunk.code).join("\n")).length,
  };
}

declare module "vitest/browser" {
  interface BrowserCommands {
    /** See `bundleFirstLoad` in `src/test/bundleFirstLoad.ts`. */
    bundleFirstLoad: () => Promise<FirstLoadBundle>;
  }
}

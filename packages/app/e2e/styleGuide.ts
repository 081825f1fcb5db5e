import type { Page } from "@playwright/test";

/**
 * How long Storybook's whole UI (manager and preview) may take to show a docs page. On two cores
 * shared with the signed-in journeys' stream the first one once took over 20 s in CI; the limit
 * is there to catch hangs, not slowness.
 */
export const STORYBOOK_DOCS_TIMEOUT_MS = 45_000;

/** The story preview inside Storybook's whole UI. */
export const storybookPreview = (page: Page) => page.frameLocator("#storybook-preview-iframe");

/** In the page: asks the loaded preview for another docs page, as the sidebar does. */
function showDocsPage(storyId: string) {
  void window.__STORYBOOK_PREVIEW__?.onSetCurrentStory({ storyId, viewMode: "docs" });
}

/**
 * In the page: what the preview said since event `from` about docs page `docsId`. A failure: an
 * uncaught error, one the preview reported, or Storybook's error display in place of the page;
 * "rendered" once it rendered the page, every story on it finished and it has been
 * quiet for a moment; otherwise false, still waiting, or with `describe` what it waits for.
 * (The preview reloads itself when it has to leave a page whose stories are still rendering,
 * as it would on the sidebar's next click.)
 */
function previewOutcome([docsId, from, quietMs, describe]: readonly [
  string,
  number,
  number,
  boolean,
]): string | false {
  if (document.body.classList.contains("sb-show-errordisplay")) {
    return `error display: ${document.querySelector("#error-message")?.textContent ?? ""}`;
  }
  const events = (window.__previewEvents ?? []).slice(from);
  const phases = new Map<unknown, string>();
  for (const { name, detail } of events) {
    const phase = name === "storyRenderPhaseChanged" ? (detail as StoryPhase) : undefined;
    if (phase) phases.set(phase.renderId, phase.newPhase);
    if (["error", "storyThrewException", "storyErrored", "storyMissing"].includes(name)) {
      return `${name}: ${JSON.stringify(detail)}`;
    }
    if (phase?.newPhase === "errored") return `story ${phase.storyId} errored`;
  }
  const rendered = events.some((event) => event.name === "docsRendered" && event.detail === docsId);
  const pending = [...phases.entries()].filter(
    ([, phase]) => !["finished", "aborted", "errored"].includes(phase),
  );
  const quiet = performance.now() - (events.at(-1)?.at ?? 0) > quietMs;
  if (rendered && pending.length === 0 && quiet) return "rendered";
  if (!describe) return false;
  return `waiting for ${rendered ? "" : "the page and "}${pending.length} stories`;
}

/** How long the preview stays silent before a docs page counts as done. */
const QUIET_MS = 150;

type StoryPhase = { renderId: unknown; storyId: string; newPhase: string };

/** What the preview said about a page it was asked for (see `recordPreviewEvents`). */
type PreviewEvent = { name: string; detail: unknown; at: number };

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: { emit(name: string, ...details: unknown[]): void };
    /** What the sidebar's selection calls in the preview (Storybook's `PreviewWeb`). */
    __STORYBOOK_PREVIEW__?: {
      onSetCurrentStory(selection: { storyId: string; viewMode: "docs" }): Promise<void>;
    };
    __previewEvents?: PreviewEvent[];
  }
}

/**
 * Runs in the page before Storybook: once the preview creates its channel, every event it sends
 * is kept in `window.__previewEvents`, and so is every uncaught error (as "error"). The channel
 * hands its own events only to the other side (the manager), so they are read where the
 * preview emits them.
 */
export function recordPreviewEvents() {
  const events: PreviewEvent[] = [];
  window.__previewEvents = events;
  const uncaught = (detail: unknown) =>
    events.push({ name: "error", detail, at: performance.now() });
  window.addEventListener("error", (event) => uncaught(event.message));
  window.addEventListener("unhandledrejection", (event) => uncaught(String(event.reason)));
  let channel: Window["__STORYBOOK_ADDONS_CHANNEL__"];
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(value: Window["__STORYBOOK_ADDONS_CHANNEL__"]) {
      channel = value;
      if (!value) return;
      const emit = value.emit.bind(value);
      value.emit = (name, ...details) => {
        events.push({ name, detail: details[0], at: performance.now() });
        emit(name, ...details);
      };
    },
  });
}

/**
 * Opens one docs page of the built style guide's preview, in the preview already loaded or by
 * loading it, and answers what went wrong, if anything (see `previewOutcome`).
 */
export async function docsPageFailure(
  page: Page,
  id: string,
  previewLoaded: boolean,
): Promise<string | undefined> {
  let from = 0;
  if (previewLoaded) {
    from = await page.evaluate(() => window.__previewEvents?.length ?? 0);
    await page.evaluate(showDocsPage, id);
  } else {
    await page.goto(`/style-guide/iframe.html?viewMode=docs&id=${id}`);
  }
  const said = await page
    .waitForFunction(previewOutcome, [id, from, QUIET_MS, false] as const, {
      timeout: 20_000,
      // On a timer: the headless shell draws no frame while the page is still (see forms.spec).
      polling: 50,
    })
    .then((outcome) => outcome.jsonValue())
    .catch(async () => {
      const waiting = await page.evaluate(previewOutcome, [id, from, QUIET_MS, true] as const);
      return `no answer in 20 s, ${waiting}`;
    });
  return said === "rendered" ? undefined : String(said);
}

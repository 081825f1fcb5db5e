import type { Page } from "@playwright/test";

/**
 * How long Storybook's whole UI (manager and preview) may take to show a docs page. On two cores
 * shared with the signed-in journeys' stream the first one once took over 20 s in CI; the limit
 * is there to catch hangs, not slowness.
 */
export const STORYBOOK_DOCS_TIMEOUT_MS = 45_000;

/** The story preview inside Storybook's whole UI. */
export const storybookPreview = (page: Page) => page.frameLocator("#storybook-preview-iframe");

import type { Messages } from "./messages";

/**
 * One UI language's messages, fetched in the browser when a lazily loaded
 * part needs them (error page, overlay panels). Each language is its own
 * chunk, so the first load carries none of them; unknown languages get English.
 */
export async function importMessages(language: string): Promise<Messages> {
  const module: { default: Messages } = await import(`./messages/${language}.json`).catch(
    () => import("./messages/en.json"),
  );
  return module.default;
}

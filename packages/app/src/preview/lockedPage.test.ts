import { describe, expect, it, vi } from "vitest";

let previewCookie: string | undefined;
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "wire_preview" && previewCookie ? { value: previewCookie } : undefined,
  }),
}));
vi.mock("../auth/session", () => ({ currentSession: async () => null }));

const { appConfig } = await import("../config");
const { serverTranslator } = await import("../i18n/serverTranslator");
const { previewCookie: grant } = await import("./previewAccess");
const { isPageLocked, lockedPageMetadata } = await import("./lockedPage");

describe("a locked page's head", () => {
  it("carries the prompt's title only: nothing of the protected page", async () => {
    const page = { protection: "PASSWORD", title: "Secret launch", description: "Q3 plans" };
    previewCookie = undefined;
    expect(await isPageLocked(page)).toBe(true);
    const metadata = lockedPageMetadata(serverTranslator("de"), "WIRE Group");
    expect(metadata).toEqual({
      title: "Geschützter Bereich | WIRE Group",
      robots: { index: false, follow: false },
    });
    expect(JSON.stringify(metadata)).not.toMatch(/Secret launch|Q3 plans/);
  });

  it("opens with the preview cookie; a login page stays locked without a session", async () => {
    previewCookie = (await grant(appConfig())).value;
    expect(await isPageLocked({ protection: "PASSWORD" })).toBe(false);
    previewCookie = "forged";
    expect(await isPageLocked({ protection: "PASSWORD" })).toBe(true);
    expect(await isPageLocked({ protection: "CIAM_ROLE" })).toBe(true);
    expect(await isPageLocked({ protection: "NONE" })).toBe(false);
  });
});

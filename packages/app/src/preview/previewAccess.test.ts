import { describe, expect, it } from "vitest";
import { seal } from "../auth/sealedCookie";
import { appConfig } from "../config";
import { hasPreviewAccess, isPreviewPassword, previewCookie } from "./previewAccess";

const config = appConfig({ PREVIEW_PASSWORD: "correct horse battery" });

describe("preview access", () => {
  it("accepts only the configured password", () => {
    expect(isPreviewPassword("correct horse battery", config)).toBe(true);
    expect(isPreviewPassword("correct horse", config)).toBe(false);
    expect(isPreviewPassword("", config)).toBe(false);
  });

  it("grants access with its own sealed cookie and nothing else", async () => {
    const cookie = await previewCookie(config);
    expect(cookie.name).toBe("wire_preview");
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: "lax", maxAge: 8 * 3600 });
    expect(await hasPreviewAccess(cookie.value, config)).toBe(true);
    expect(await hasPreviewAccess(undefined, config)).toBe(false);
    expect(await hasPreviewAccess("forged", config)).toBe(false);
    const otherScope = await seal({ scope: "session" }, config.SESSION_SECRET, 60);
    expect(await hasPreviewAccess(otherScope, config)).toBe(false);
  });

  it("refuses the local default password on an HTTPS origin", () => {
    expect(() =>
      appConfig({ APP_URL: "https://wire.example", SESSION_SECRET: "x".repeat(40) }),
    ).toThrow(/PREVIEW_PASSWORD/);
  });
});

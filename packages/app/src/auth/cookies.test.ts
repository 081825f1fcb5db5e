import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appConfig } from "../config";
import { hasPreviewAccess, previewCookie } from "../preview/previewAccess";
import { HTTPS_ENV } from "../testing/httpsEnv";
import { cookieOptions, sessionCookieName } from "./cookies";
import { editorCookie, hasEditorAccess } from "./editorAccess";
import { seal } from "./sealedCookie";

const DATA_DIR = mkdtempSync(join(tmpdir(), "wire-cookies-"));
const local = appConfig({ DATA_DIR });
const https = appConfig(HTTPS_ENV);

describe("cookies (issue 20)", () => {
  it("keep the session HttpOnly and SameSite=Lax everywhere, Secure and __Host- over HTTPS", () => {
    expect(cookieOptions(local, 60)).toEqual({
      httpOnly: true,
      secure: false,
      sameSite: "lax",
      path: "/",
      maxAge: 60,
    });
    expect(cookieOptions(https)).toMatchObject({ httpOnly: true, secure: true, sameSite: "lax" });
    expect(sessionCookieName(local)).toBe("wire_session");
    expect(sessionCookieName(https)).toBe("__Host-wire_session");
  });

  it("seal preview and editor grants with an expiry: expired or foreign ones open nothing", async () => {
    for (const cookie of [await previewCookie(https), await editorCookie(https)]) {
      expect(cookie.name.startsWith("__Host-")).toBe(true);
      expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, sameSite: "lax" });
      expect(cookie.options.maxAge).toBeGreaterThan(0);
    }
    const editor = await editorCookie(https);
    expect(await hasEditorAccess(editor.value, https)).toBe(true);
    // The same grant from another installation's secret, or one already expired, is refused.
    expect(await hasEditorAccess(editor.value, local)).toBe(false);
    const valid = await seal({ scope: "preview" }, https.SESSION_SECRET, 60);
    const expired = await seal({ scope: "preview" }, https.SESSION_SECRET, -60);
    expect(await hasPreviewAccess(valid, https)).toBe(true);
    expect(await hasPreviewAccess(expired, https)).toBe(false);
  });
});

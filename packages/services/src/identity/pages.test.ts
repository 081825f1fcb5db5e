import { describe, expect, it } from "vitest";
import { errorPage, loginPage } from "./pages";

describe("identity pages", () => {
  it("name the group's icon inline, so no /favicon.ico is asked for", () => {
    for (const html of [
      loginPage({ action: "/am/interaction/u1/login" }),
      errorPage("invalid_request", "Something is missing."),
    ]) {
      const href = html.match(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/)?.[1];
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(href!.slice("data:image/svg+xml,".length))).toContain("<svg");
    }
  });
});

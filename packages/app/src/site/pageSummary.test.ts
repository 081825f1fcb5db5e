import type { PageModule } from "@wire/graphql";
import { describe, expect, it } from "vitest";
import { pageSummary } from "./pageSummary";

const richText = (html: string) => ({ kind: "richText", id: "r", html }) as PageModule;

describe("pageSummary", () => {
  it("takes the first module with text, as plain text", () => {
    expect(
      pageSummary([
        { kind: "gallery", id: "g", images: [] } as PageModule,
        richText("<p>Cut &amp; <b>strip</b>\n  since 1975.</p>"),
        richText("<p>Later text.</p>"),
      ]),
    ).toBe("Cut & strip since 1975.");
  });

  it("prefers nothing over an empty hero: the next module speaks", () => {
    expect(
      pageSummary([
        { kind: "hero", text: null } as unknown as PageModule,
        richText("<p>About us.</p>"),
      ]),
    ).toBe("About us.");
  });

  it("cuts long text to 160 characters with an ellipsis", () => {
    const summary = pageSummary([richText(`<p>${"word ".repeat(100)}</p>`)])!;
    expect(summary).toHaveLength(160);
    expect(summary.endsWith("…")).toBe(true);
  });

  it("is undefined for a page without text", () => {
    expect(pageSummary([])).toBeUndefined();
    expect(pageSummary([richText("<p> </p>")])).toBeUndefined();
  });
});

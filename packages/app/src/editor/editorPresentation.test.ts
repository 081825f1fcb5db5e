import { describe, expect, it } from "vitest";
import { serverTranslator } from "../i18n/serverTranslator";
import { pageTypeLabel } from "./editorPresentation";

describe("pageTypeLabel", () => {
  it("names a page type in the editor's language", () => {
    expect(pageTypeLabel("MediaReleasesOverview", serverTranslator("en"))).toBe(
      "Media releases overview",
    );
    expect(pageTypeLabel("MediaReleasesOverview", serverTranslator("de"))).toBe(
      "Übersicht Medienmitteilungen",
    );
  });

  it("shows a type the messages do not know as the content service names it", () => {
    expect(pageTypeLabel("LandingCampaign", serverTranslator("fr"))).toBe("LandingCampaign");
  });
});

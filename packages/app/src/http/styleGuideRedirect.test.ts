import { describe, expect, it } from "vitest";
import { styleGuideRedirect } from "./styleGuideRedirect";

describe("styleGuideRedirect", () => {
  it("opens Storybook's index and each section's docs page", () => {
    expect(styleGuideRedirect("/style-guide")).toBe("/style-guide/index.html");
    expect(styleGuideRedirect("/style-guide/pages/error")).toBe(
      "/style-guide/index.html?path=/docs/pages-error--docs",
    );
  });

  it("leaves every other path alone", () => {
    expect(styleGuideRedirect("/style-guide/index.html")).toBeNull();
    expect(styleGuideRedirect("/style-guide/constructor")).toBeNull();
    expect(styleGuideRedirect("/en/buttons")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { CallToAction } from "./CallToAction";

describe("CallToAction", () => {
  it("renders its actions from link targets and passes axe in a brand theme", async () => {
    const screen = await renderThemed(
      <CallToAction
        title="Talk to an Expert"
        actions={[
          { id: "a", text: "Contact", href: "/en/contact" },
          { id: "b", text: "News", href: "action:open-news-feed-panel" },
        ]}
      />,
      "Iqc",
    );
    await expect
      .element(screen.getByRole("link", { name: "Contact" }))
      .toHaveAttribute("href", "/en/contact");
    await expect.element(screen.getByRole("button", { name: "News" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

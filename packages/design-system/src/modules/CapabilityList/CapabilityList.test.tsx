import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ImageProvider } from "../Image/ImageProvider";
import { CapabilityList } from "./CapabilityList";
import { capabilityItems } from "./CapabilityList.stories";

describe("CapabilityList", () => {
  it("links each capability and asks for its image 480 wide", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src, box) => `${src}#w=${box.width}`}>
        <CapabilityList title="Capabilities" items={capabilityItems} />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("link", { name: "Seal loading" }))
      .toHaveAttribute("href", "/en/capabilities/seal-loading");
    expect(document.querySelector("img")?.getAttribute("src")).toMatch(/#w=480$/);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("renders nothing without capabilities", async () => {
    const screen = await renderThemed(<CapabilityList title="Capabilities" items={[]} />);
    expect(screen.container.querySelector("section")).toBeNull();
  });
});

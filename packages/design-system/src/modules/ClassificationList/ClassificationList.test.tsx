import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ImageProvider } from "../Image/ImageProvider";
import { ClassificationList } from "./ClassificationList";
import { classificationItems } from "./ClassificationList.stories";

describe("ClassificationList", () => {
  it("links each child classification with its count", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <ClassificationList title="Product groups" items={classificationItems} />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("link", { name: "Crimping" }))
      .toHaveAttribute("href", "/en/products/crimping");
    await expect.element(screen.getByText("9 products")).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("renders nothing without children", async () => {
    const screen = await renderThemed(<ClassificationList title="Groups" items={[]} />);
    expect(screen.container.querySelector("section")).toBeNull();
  });

  it("fits a German compound on a 320 px phone: the name breaks, the page does not widen", async () => {
    await page.viewport(320, 700);
    const [first] = classificationItems;
    await renderThemed(
      <ImageProvider loader={(src) => src}>
        <ClassificationList
          title="Kategorien"
          items={[{ ...first!, name: "Kabelbaumprüfgeräte" }]}
        />
      </ImageProvider>,
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await page.viewport(1024, 768);
  });
});

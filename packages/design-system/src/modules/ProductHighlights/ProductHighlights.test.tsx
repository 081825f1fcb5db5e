import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ImageProvider } from "../Image/ImageProvider";
import { ProductHighlights } from "./ProductHighlights";
import { highlightItems } from "./ProductHighlights.stories";

const playLabel = (name: string) => `Play video: ${name}`;

describe("ProductHighlights", () => {
  it("shows each highlight with its image or a play button for its video", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <ProductHighlights title="Highlights" items={highlightItems} playLabel={playLabel} />
      </ImageProvider>,
    );
    expect(screen.getByRole("heading", { level: 3 }).all()).toHaveLength(3);
    await expect
      .element(screen.getByRole("img", { name: "Stripping unit close up" }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Play video: Crimp force monitoring" }))
      .toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("renders an item without image or video as text, and nothing for no items", async () => {
    const screen = await renderThemed(
      <ProductHighlights items={[{ id: "x", name: "Only text" }]} playLabel={playLabel} />,
    );
    await expect
      .element(screen.getByRole("heading", { level: 2, name: "Only text" }))
      .toBeVisible();
    const empty = await renderThemed(<ProductHighlights items={[]} playLabel={playLabel} />);
    expect(empty.container.querySelector("section")).toBeNull();
  });
});

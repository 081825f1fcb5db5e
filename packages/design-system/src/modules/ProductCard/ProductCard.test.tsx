import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ImageProvider } from "../Image/ImageProvider";
import { ProductCard } from "./ProductCard";
import { ProductCardGrid } from "./ProductCardGrid";
import { productCardItems } from "./ProductCardGrid.stories";

describe("ProductCard", () => {
  it("links the name, shows brand, key specifications and variant count, and toggles compare above the card link", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <ProductCard
          {...productCardItems[0]!}
          compare={{ label: "Add to compare", isSelected: false, onChange }}
        />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("link", { name: "Alpha 550" }))
      .toHaveAttribute("href", "/en/products/cutting-stripping/alpha-550");
    await expect.element(screen.getByText("Wire AG")).toBeVisible();
    await expect.element(screen.getByText("3 variants")).toBeVisible();
    // Key specifications: a description list, label beside value.
    await expect.element(screen.getByRole("term").first()).toHaveTextContent("Cross-section");
    await expect.element(screen.getByRole("definition").first()).toHaveTextContent("0.13–6 mm²");
    expect(screen.getByRole("term").all()).toHaveLength(3);
    const toggle = screen.getByRole("button", { name: "Add to compare" });
    await expect.element(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    expect(onChange).toHaveBeenCalledWith(true);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows a pressed toggle for a product in the basket", async () => {
    const screen = await renderThemed(
      <ProductCard
        name="Gamma"
        href="/g"
        compare={{ label: "Add to compare", isSelected: true, onChange: () => {} }}
      />,
    );
    await expect
      .element(screen.getByRole("button", { name: "Add to compare" }))
      .toHaveAttribute("aria-pressed", "true");
  });
});

describe("ProductCardGrid", () => {
  it("lists cards and shows the empty slot without items", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <ProductCardGrid title="Crimping" items={productCardItems} />
      </ImageProvider>,
    );
    expect(screen.getByRole("listitem").all()).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 3 }).all()).toHaveLength(3);
    const empty = await renderThemed(<ProductCardGrid items={[]} empty={<p>Nothing here</p>} />);
    await expect.element(empty.getByText("Nothing here")).toBeVisible();
  });
});

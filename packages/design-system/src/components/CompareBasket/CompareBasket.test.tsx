import { describe, expect, it, vi } from "vitest";
import { ImageProvider } from "../../modules/Image/ImageProvider";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { CompareBasket } from "./CompareBasket";
import { CompareBasketPanel } from "./CompareBasketPanel";
import { compareBasketGroups, compareBasketLabels } from "./CompareBasketPanel.stories";

function handlers() {
  return {
    onVariantChange: vi.fn(),
    onRemove: vi.fn(),
    onRemoveSlug: vi.fn(),
    onRemoveClassification: vi.fn(),
    onCompare: vi.fn(),
  };
}

describe("CompareBasket", () => {
  it("groups products by classification and reports each action", async () => {
    const on = handlers();
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <CompareBasket groups={compareBasketGroups} labels={compareBasketLabels} {...on} />
      </ImageProvider>,
    );
    await expect.element(screen.getByRole("region", { name: "Crimping" })).toBeVisible();
    await expect.element(screen.getByRole("region", { name: "Testing" })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);

    // "Remove all" appears once, for the product that is in the group twice.
    expect(screen.getByRole("button", { name: /^Remove all/ }).all()).toHaveLength(1);
    await screen.getByRole("button", { name: "Remove all Alpha 550" }).click();
    expect(on.onRemoveSlug).toHaveBeenCalledWith("alpha-550");

    await screen.getByRole("button", { name: "Remove Gamma 263" }).click();
    expect(on.onRemove).toHaveBeenCalledWith("k3");

    await screen.getByRole("button", { name: "Remove Testing from the comparison" }).click();
    expect(on.onRemoveClassification).toHaveBeenCalledWith("testing");

    const compareButtons = screen.getByRole("button", { name: "Compare" });
    await compareButtons.first().click();
    expect(on.onCompare).toHaveBeenCalledWith("crimping");
    // A group of one product has nothing to compare with.
    await expect.element(compareButtons.last()).toBeDisabled();
  });

  it("changes a variant with the Select", async () => {
    const on = handlers();
    const screen = await renderThemed(
      <CompareBasket groups={compareBasketGroups} labels={compareBasketLabels} {...on} />,
    );
    await screen.getByRole("button", { name: /Alpha 550 – 6 mm²/ }).click();
    await screen.getByRole("option", { name: "Alpha 550 – 10 mm²" }).click();
    expect(on.onVariantChange).toHaveBeenCalledWith("k1", "a-2");
  });

  it("shows the empty state in the panel", async () => {
    const screen = await renderThemed(
      <CompareBasketPanel
        open
        onOpenChange={() => {}}
        groups={[]}
        labels={compareBasketLabels}
        {...handlers()}
      />,
    );
    await expect.element(screen.getByRole("dialog", { name: "Compare products" })).toBeVisible();
    await expect
      .element(screen.getByRole("heading", { name: "Nothing to compare yet" }))
      .toBeVisible();
  });
});

describe("CompareBasketPanel at 320 px", () => {
  it("fits the screen without sideways scrolling", async () => {
    const { page } = await import("vitest/browser");
    await page.viewport(320, 640);
    try {
      const screen = await renderThemed(
        <CompareBasketPanel
          open
          onOpenChange={() => {}}
          groups={compareBasketGroups}
          labels={compareBasketLabels}
          {...handlers()}
        />,
      );
      const dialog = screen.getByRole("dialog").element();
      // Let the slide-in finish, or the boxes are still off screen.
      await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished));
      expect(dialog.getBoundingClientRect().width).toBe(320);
      expect(dialog.scrollWidth).toBeLessThanOrEqual(320);
      for (const element of dialog.querySelectorAll("*")) {
        expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(321);
      }
    } finally {
      await page.viewport(1024, 768);
    }
  });
});

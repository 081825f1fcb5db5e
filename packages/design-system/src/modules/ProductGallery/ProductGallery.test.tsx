import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ImageProvider } from "../Image/ImageProvider";
import { ProductGallery } from "./ProductGallery";
import { productGalleryImages, productGalleryLabels } from "./ProductGallery.stories";

/** Records the requested rendition width in the URL, so sizes can be checked. */
const loader = (src: string, box: { width: number }) => `${src}#w=${box.width}`;

describe("ProductGallery", () => {
  it("shows the chosen image at 540 with 56 px thumbnails, and opens a lightbox with 80 px thumbnails", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={loader}>
        <ProductGallery images={productGalleryImages} labels={productGalleryLabels} />
      </ImageProvider>,
    );
    const stage = screen.getByRole("button", { name: "Enlarge: Alpha 550, front" });
    expect(stage.element().querySelector("img")?.getAttribute("src")).toMatch(/#w=540$/);
    // Introduced by hidden text; a plain list carries no name of its own (issue 43).
    await expect.element(screen.getByText("Product images")).toBeInTheDocument();
    const thumbs = screen.getByRole("list");
    expect(
      [...thumbs.element().querySelectorAll("img")].every((img) =>
        img.getAttribute("src")?.endsWith("#w=56"),
      ),
    ).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);

    await screen.getByRole("button", { name: "Show Alpha 550, side" }).click();
    await expect
      .element(screen.getByRole("button", { name: "Show Alpha 550, side" }))
      .toHaveAttribute("aria-pressed", "true");
    await screen.getByRole("button", { name: "Enlarge: Alpha 550, side" }).click();
    const dialog = screen.getByRole("dialog", { name: "Image 2 of 4" });
    await expect.element(dialog).toBeVisible();
    const strip = [...dialog.element().querySelectorAll("ul img")];
    expect(strip).toHaveLength(4);
    expect(strip.every((img) => img.getAttribute("src")?.endsWith("#w=80"))).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);

    await screen.getByRole("button", { name: "Image 4 of 4" }).click();
    await expect.element(screen.getByRole("dialog", { name: "Image 4 of 4" })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(screen.getByRole("dialog", { name: "Image 1 of 4" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
    // The image last seen in the lightbox stays chosen.
    await expect
      .element(screen.getByRole("button", { name: "Show Alpha 550, front" }))
      .toHaveAttribute("aria-pressed", "true");
  });
});

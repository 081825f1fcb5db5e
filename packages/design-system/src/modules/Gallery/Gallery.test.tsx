import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { sampleImage } from "../../test/sampleImage";
import { ImageProvider } from "../Image/ImageProvider";
import { Gallery } from "./Gallery";
import { galleryLabels } from "./Gallery.stories";

const images = [
  { id: "1", src: sampleImage("A"), alt: "Front" },
  { id: "2", src: sampleImage("B"), alt: "Side" },
];

describe("Gallery", () => {
  it("opens a lightbox, moves with the arrow keys and closes with Escape", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <Gallery images={images} labels={galleryLabels} />
      </ImageProvider>,
    );
    await screen.getByRole("button", { name: "Enlarge: Front" }).click();
    const dialog = screen.getByRole("dialog", { name: "Image 1 of 2" });
    await expect.element(dialog).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(screen.getByRole("dialog", { name: "Image 2 of 2" })).toBeVisible();
    await expect.element(screen.getByRole("img", { name: "Side" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });
});

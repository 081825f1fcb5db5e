import { IMAGE_PRESETS } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Image, type ImagePresetName } from "./Image";
import { ImageProvider } from "./ImageProvider";

describe("Image", () => {
  it("offers exactly the domain's presets", () => {
    const names: ImagePresetName[] = Object.keys(IMAGE_PRESETS) as (keyof typeof IMAGE_PRESETS)[];
    expect(names.sort()).toEqual(
      ["AsideSquare", "AsideVideo", "BreakOut", "Inline", "Stretched", "StretchedVideo"].sort(),
    );
  });

  it("requests the preset's rendition through the domain's URL rule by default", async () => {
    const screen = await renderThemed(
      <Image src="https://cdn.example/x.jpg" alt="Machine" preset="AsideVideo" />,
    );
    const img = screen.getByRole("img", { name: "Machine" });
    await expect
      .element(img)
      .toHaveAttribute("src", "https://cdn.example/x.jpg?w=960&h=540&fit=crop&q=90&fm=webp");
    await expect.element(img).toHaveAttribute("width", "960");
    await expect.element(img).toHaveAttribute("height", "540");
  });

  it("uses the app's loader from ImageProvider and passes axe with a caption", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src, box) => `${src}#${box.width}`}>
        <Image src="/a.png" alt="A" preset="Inline" caption="Caption" />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("img", { name: "A" }))
      .toHaveAttribute("src", "/a.png#780");
    await expect.element(screen.getByRole("figure")).toHaveTextContent("Caption");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("reserves the height of a width-only preset from the asset's size, and loads a priority image first", async () => {
    const screen = await renderThemed(
      <Image
        src="https://cdn.example/x.jpg"
        alt="Roof"
        preset="Stretched"
        intrinsicSize={{ width: 2000, height: 1000 }}
        priority
      />,
    );
    const img = screen.getByRole("img", { name: "Roof" }).element();
    expect(img.getAttribute("width")).toBe("1180");
    expect(img.getAttribute("height")).toBe("590");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("leaves the height open without the asset's size, and loads lazily by default", async () => {
    const screen = await renderThemed(<Image src="https://cdn.example/y.jpg" alt="Hall" />);
    const img = screen.getByRole("img", { name: "Hall" }).element();
    expect(img.hasAttribute("height")).toBe(false);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });
});

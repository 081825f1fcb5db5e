import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { sampleImage } from "../../test/sampleImage";
import { ImageProvider } from "../Image/ImageProvider";
import { Hero } from "./Hero";

describe("Hero", () => {
  it("is the page's h1 with its image, fits 320 px and passes axe", async () => {
    await page.viewport(320, 640);
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <Hero
          overline="Bending"
          title="Press brakes"
          text="Precise."
          image={{ src: sampleImage(), alt: "Press brake" }}
        />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Press brakes" }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("img", { name: "Press brake" }))
      .toHaveAttribute("loading", "eager");
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });

  it("fits a German compound at 390 px: the heading breaks, the page does not widen", async () => {
    await page.viewport(390, 800);
    const screen = await renderThemed(
      <div lang="de">
        <Hero
          title="Hochspannungsprüfgeräte"
          text="Datenschutzerklärung und Nutzungsbedingungen."
        />
      </div>,
    );
    const heading = screen.getByRole("heading", { level: 1 }).element();
    expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await page.viewport(1024, 768);
  });
});

import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { PageContent } from "../../components/PageContent/PageContent";
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

  it("fits German compounds at 320 px: heading and text break, the page does not widen", async () => {
    await page.viewport(320, 800);
    const screen = await renderThemed(
      <PageContent lang="de">
        <Hero
          title="Hochspannungsprüfgeräte"
          text="Programmierung und Datenverwaltung für Kabelverarbeitungsmaschinen."
        />
      </PageContent>,
    );
    for (const part of [screen.getByRole("heading", { level: 1 }), screen.getByText(/Kabel/)]) {
      expect(part.element().getBoundingClientRect().right).toBeLessThanOrEqual(320 - 16);
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await page.viewport(1024, 768);
  });
});

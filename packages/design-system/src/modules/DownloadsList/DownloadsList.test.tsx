import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { DownloadsList } from "./DownloadsList";

describe("DownloadsList", () => {
  it("links each file and loads 128 × 180 thumbnails", async () => {
    const screen = await renderThemed(
      <DownloadsList
        title="Downloads"
        items={[
          {
            id: "1",
            title: "Brochure",
            href: "/file/b?dl=true",
            meta: "PDF · 2 MB",
            thumbnailSrc: "https://cdn/x.png",
          },
        ]}
      />,
    );
    await expect
      .element(screen.getByRole("link", { name: "Brochure" }))
      .toHaveAttribute("href", "/file/b?dl=true");
    const thumb = screen.container.querySelector("img")!;
    expect(thumb.getAttribute("src")).toContain("w=128&h=180");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("fits a German one-word title on a 320 px phone: the title breaks, the page does not widen", async () => {
    await page.viewport(320, 700);
    await renderThemed(
      <DownloadsList
        title="Dokumente zum Herunterladen"
        items={[
          {
            id: "1",
            title: "Leistungsbeschreibung",
            href: "/file/b?dl=true",
            meta: "PDF · 1.6 kB · Deutsch",
            thumbnailSrc: "https://cdn/x.png",
          },
        ]}
      />,
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    await page.viewport(1024, 768);
  });
});

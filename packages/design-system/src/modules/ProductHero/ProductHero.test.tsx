import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { Link } from "../../components/Link/Link";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { sampleImage } from "../../test/sampleImage";
import { ImageProvider } from "../Image/ImageProvider";
import { CompareToggle } from "../ProductCard/CompareToggle";
import { ProductGallery } from "../ProductGallery/ProductGallery";
import { productGalleryLabels } from "../ProductGallery/ProductGallery.stories";
import { ProductFacts, ProductHero } from "./ProductHero";
import { productHeroFacts } from "./ProductHero.stories";

function hero() {
  return (
    <ImageProvider loader={(src) => src}>
      <ProductHero
        overline="WIRE"
        title="Alpha 550"
        text="Cut, strip and crimp."
        media={
          <ProductGallery
            images={[{ id: "1", src: sampleImage("Front"), alt: "Alpha 550, front" }]}
            labels={productGalleryLabels}
          />
        }
        facts={<ProductFacts items={productHeroFacts} />}
        meta={<Link href="#variants">3 variants</Link>}
        actions={
          <>
            <Link href="/contact">Talk to an Expert</Link>
            <CompareToggle label="Add to compare" isSelected={false} onChange={() => {}} />
          </>
        }
      />
    </ImageProvider>
  );
}

describe("ProductHero", () => {
  it("puts the gallery beside the name, facts and actions on a desktop", async () => {
    await page.viewport(1440, 900);
    const screen = await renderThemed(hero());
    const title = screen.getByRole("heading", { level: 1, name: "Alpha 550" }).element();
    const gallery = screen.getByRole("button", { name: "Enlarge: Alpha 550, front" }).element();
    const expert = screen.getByRole("link", { name: "Talk to an Expert" }).element();
    expect(title.getBoundingClientRect().left).toBeGreaterThan(
      gallery.getBoundingClientRect().right,
    );
    // The primary action is in the first screen, beside the picture.
    expect(expert.getBoundingClientRect().bottom).toBeLessThan(900);
    expect(expert.getBoundingClientRect().left).toBeGreaterThan(
      gallery.getBoundingClientRect().right,
    );
    await expect.element(screen.getByRole("term").first()).toHaveTextContent("Crimp force");
    await expect.element(screen.getByRole("definition").first()).toHaveTextContent("22 kN");
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });

  it("on a phone, reads name, picture, then facts and actions, within 320 px", async () => {
    await page.viewport(320, 640);
    const screen = await renderThemed(hero());
    const title = screen.getByRole("heading", { level: 1, name: "Alpha 550" }).element();
    const gallery = screen.getByRole("button", { name: "Enlarge: Alpha 550, front" }).element();
    const compare = screen.getByRole("button", { name: "Add to compare" }).element();
    expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      gallery.getBoundingClientRect().top,
    );
    expect(gallery.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      compare.getBoundingClientRect().top,
    );
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });
});

import { describe, expect, it } from "vitest";
import { ImageProvider } from "../../modules/Image/ImageProvider";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Button } from "../Button/Button";
import { PartSummary, type PartSummaryProps } from "./PartSummary";

const part: PartSummaryProps = {
  name: "Crimp applicator",
  articleNumber: "CA-2041-07",
  availability: { status: "LOW", label: "Few left" },
  stock: "3 pieces",
  availableIn: "2 days",
  location: "Ditzingen",
  labels: {
    articleNumber: "Article number",
    stock: "Stock",
    availableIn: "Available in",
    location: "Location",
    price: "Price",
  },
};

describe("PartSummary", () => {
  it("shows the part's facts, its availability in words and the caller's actions", async () => {
    const screen = await renderThemed(
      <PartSummary {...part} price="€ 1,240.00" actions={<Button>Add to cart</Button>} />,
    );
    await expect
      .element(screen.getByRole("heading", { level: 3, name: "Crimp applicator" }))
      .toBeVisible();
    await expect.element(screen.getByText("Few left")).toBeVisible();
    const article = screen.getByRole("article");
    await expect.element(article).toHaveAttribute("data-availability", "LOW");
    const text = article.element().textContent;
    for (const fact of [
      "Article numberCA-2041-07",
      "Stock3 pieces",
      "Available in2 days",
      "LocationDitzingen",
      "Price€ 1,240.00",
    ]) {
      expect(text).toContain(fact);
    }
    await expect.element(screen.getByRole("button", { name: "Add to cart" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("leaves the price out when the contract shows none, and loads the picture through the loader", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src, box) => `${src}?w=${box.width}`}>
        <PartSummary {...part} image={{ src: "/parts/ca.png", alt: "Crimp applicator" }} />
      </ImageProvider>,
    );
    expect(screen.getByRole("article").element().textContent).not.toContain("Price");
    await expect
      .element(screen.getByRole("img", { name: "Crimp applicator" }))
      .toHaveAttribute("src", "/parts/ca.png?w=192");
  });
});

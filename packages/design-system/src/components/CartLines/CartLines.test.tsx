import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { type CartLine, CartLines, type CartLinesProps } from "./CartLines";

const labels = {
  caption: "Parts in your cart",
  name: "Part",
  articleNumber: "Article number",
  availability: "Availability",
  quantity: "Quantity",
  unitPrice: "Unit price",
  price: "Line total",
  remove: "Remove",
  actions: "Actions",
  decrement: "Fewer",
  increment: "More",
};

const lines: CartLine[] = [
  {
    key: "k1",
    name: "Crimp applicator",
    articleNumber: "CA-2041-07",
    availability: { status: "HIGH", label: "Available" },
    quantity: 2,
    unitPrice: "€ 1,240.00",
    price: "€ 2,480.00",
  },
  { key: "k2", name: "Cutting blade", articleNumber: "CB-1180-02", quantity: 1 },
];

function renderCart(props: Partial<CartLinesProps> = {}) {
  const onQuantityChange = vi.fn();
  const onRemove = vi.fn();
  const result = renderThemed(
    <CartLines
      lines={lines}
      labels={labels}
      onQuantityChange={onQuantityChange}
      onRemove={onRemove}
      empty={{ title: "Your parts cart is empty" }}
      footer={<p>Total € 2,480.00</p>}
      {...props}
    />,
  );
  return { result, onQuantityChange, onRemove };
}

describe("CartLines", () => {
  it("keeps its hidden labels inside its scroll box, so a narrow screen does not scroll sideways", async () => {
    const screen = await renderCart().result;
    const table = screen.getByRole("table", { name: "Parts in your cart" }).element();
    const scroller = table.parentElement!;
    const positioned = [...table.querySelectorAll<HTMLElement>("*")].filter(
      (el) => getComputedStyle(el).position === "absolute",
    );
    // The visually hidden column and control labels: outside the box they widened the page.
    expect(positioned.length).toBeGreaterThan(0);
    for (const el of positioned) expect(scroller.contains(el.offsetParent)).toBe(true);
  });

  it("lists the lines in a captioned table with unit price and line total when a line has a price", async () => {
    const { result } = renderCart();
    const screen = await result;
    await expect.element(screen.getByRole("table", { name: "Parts in your cart" })).toBeVisible();
    const headers = screen
      .getByRole("columnheader")
      .elements()
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Part",
      "Availability",
      "Quantity",
      "Unit price",
      "Line total",
      "Actions",
    ]);
    // The article number under the name, introduced for screen readers.
    const part = screen.getByRole("rowheader", { name: /^Crimp applicator/ });
    await expect.element(part).toHaveTextContent("Crimp applicatorArticle number: CA-2041-07");
    await expect.element(part.getByText("CA-2041-07")).toBeVisible();
    await expect.element(screen.getByText("Available")).toBeVisible();
    await expect.element(screen.getByRole("cell", { name: "€ 1,240.00" })).toBeVisible();
    await expect.element(screen.getByRole("cell", { name: "€ 2,480.00" })).toBeVisible();
    await expect.element(screen.getByText("Total € 2,480.00")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("changes a line's quantity with its stepper, by button and by typing", async () => {
    const { result, onQuantityChange } = renderCart();
    const screen = await result;
    const field = screen.getByRole("textbox", { name: "Quantity, Crimp applicator" });
    await expect.element(field).toHaveValue("2");
    const row = screen.getByRole("row").nth(1);
    await row.getByRole("button", { name: "More" }).click();
    expect(onQuantityChange).toHaveBeenLastCalledWith("k1", 3);

    await screen.getByRole("textbox", { name: "Quantity, Cutting blade" }).fill("12");
    await userEvent.keyboard("{Tab}");
    expect(onQuantityChange).toHaveBeenLastCalledWith("k2", 12);
  });

  it("keeps a line whose quantity field is cleared", async () => {
    const { result, onQuantityChange, onRemove } = renderCart();
    const screen = await result;
    const field = screen.getByRole("textbox", { name: "Quantity, Cutting blade" });
    await field.fill("");
    await userEvent.keyboard("{Tab}");
    expect(onQuantityChange).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();
    await expect.element(field).toHaveValue("1");
  });

  it("reports 0 when a quantity is taken below 1, stepped or typed (spec §4: zero or less removes the part)", async () => {
    const { result, onQuantityChange } = renderCart();
    const screen = await result;
    const row = screen.getByRole("row").nth(2);
    await row.getByRole("button", { name: "Fewer" }).click();
    expect(onQuantityChange).toHaveBeenLastCalledWith("k2", 0);

    // Typed 0 too; the field takes no minus sign, so there is no negative to type.
    await screen.getByRole("textbox", { name: "Quantity, Crimp applicator" }).fill("0");
    await userEvent.keyboard("{Tab}");
    expect(onQuantityChange).toHaveBeenLastCalledWith("k1", 0);
  });

  it("removes a line by its remove button, named with the part", async () => {
    const { result, onRemove } = renderCart();
    const screen = await result;
    await screen.getByRole("button", { name: "Remove Cutting blade" }).click();
    expect(onRemove).toHaveBeenCalledWith("k2");
  });

  it("leaves the price column out when no line has a price, and disables the controls", async () => {
    const { result } = renderCart({
      lines: lines.map(({ price: _price, unitPrice: _unitPrice, ...line }) => line),
      isDisabled: true,
    });
    const screen = await result;
    const headers = screen
      .getByRole("columnheader")
      .elements()
      .map((th) => th.textContent);
    expect(headers).not.toContain("Line total");
    expect(headers).not.toContain("Unit price");
    await expect
      .element(screen.getByRole("button", { name: "Remove Crimp applicator" }))
      .toBeDisabled();
    await expect
      .element(screen.getByRole("textbox", { name: "Quantity, Crimp applicator" }))
      .toBeDisabled();
  });

  it("shows the empty state and no footer without lines", async () => {
    const { result } = renderCart({ lines: [] });
    const screen = await result;
    await expect
      .element(screen.getByRole("heading", { name: "Your parts cart is empty" }))
      .toBeVisible();
    expect(screen.container.querySelector("table")).toBeNull();
    expect(screen.container.textContent).not.toContain("Total");
  });
});

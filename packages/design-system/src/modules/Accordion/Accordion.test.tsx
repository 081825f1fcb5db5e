import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Accordion } from "./Accordion";

const items = [
  { id: "a", title: "Delivery", content: "8 to 12 weeks" },
  { id: "b", title: "Training", content: "Two days" },
];

describe("Accordion", () => {
  it("expands with the keyboard, one item at a time", async () => {
    const screen = await renderThemed(<Accordion items={items} />);
    await userEvent.keyboard("{Tab}");
    const delivery = screen.getByRole("button", { name: "Delivery" });
    await expect.element(delivery).toHaveFocus();
    expect(getComputedStyle(delivery.element()).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect.element(delivery).toHaveAttribute("aria-expanded", "true");
    await expect.element(screen.getByText("8 to 12 weeks")).toBeVisible();
    await screen.getByRole("button", { name: "Training" }).click();
    await expect.element(delivery).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

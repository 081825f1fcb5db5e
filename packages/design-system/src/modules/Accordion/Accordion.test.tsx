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

  it("names each panel region by its button and hides closed panels", async () => {
    const screen = await renderThemed(<Accordion items={items} headingLevel={2} />);
    const delivery = screen.getByRole("button", { name: "Delivery" });
    await expect.element(screen.getByRole("heading", { level: 2, name: "Delivery" })).toBeVisible();
    const panelId = delivery.element().getAttribute("aria-controls") ?? "";
    const panel = document.getElementById(panelId) as HTMLElement;
    expect(panel.hidden).toBe(true);
    await delivery.click();
    expect(panel.hidden).toBe(false);
    await expect
      .element(screen.getByRole("region", { name: "Delivery" }))
      .toHaveTextContent("8 to 12 weeks");
    await delivery.click();
    await expect.element(delivery).toHaveAttribute("aria-expanded", "false");
    expect(panel.hidden).toBe(true);
  });

  it("opens the default keys and, when allowed, several items at once", async () => {
    const screen = await renderThemed(
      <Accordion items={items} allowsMultipleExpanded defaultExpandedKeys={["b"]} />,
    );
    const delivery = screen.getByRole("button", { name: "Delivery" });
    const training = screen.getByRole("button", { name: "Training" });
    await expect.element(training).toHaveAttribute("aria-expanded", "true");
    await delivery.click();
    await expect.element(delivery).toHaveAttribute("aria-expanded", "true");
    await expect.element(training).toHaveAttribute("aria-expanded", "true");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

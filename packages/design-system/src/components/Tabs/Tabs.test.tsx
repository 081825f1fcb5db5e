import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Tabs } from "./Tabs";

const items = [
  { id: "a", label: "Parts", content: "Parts panel" },
  { id: "b", label: "Software", content: "Software panel" },
];

describe("Tabs", () => {
  it("moves between tabs with the arrow keys and activates with Enter", async () => {
    const screen = await renderThemed(<Tabs label="Product information" items={items} />);
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("tab", { name: "Parts" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const software = screen.getByRole("tab", { name: "Software" });
    await expect.element(software).toHaveFocus();
    expect(getComputedStyle(software.element()).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("tabpanel")).toHaveTextContent("Software panel");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

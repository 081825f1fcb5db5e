import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { TextField } from "../TextField/TextField";
import { Select } from "./Select";

const items = [
  { id: "metric", label: "Metric" },
  { id: "imperial", label: "Imperial" },
];

describe("Select", () => {
  it("opens from the keyboard and selects an option", async () => {
    const onSelectionChange = vi.fn();
    const screen = await renderThemed(
      <Select
        label="Units"
        placeholder="Select…"
        items={items}
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.keyboard("{Tab}");
    const trigger = screen.getByRole("button", { name: /Units/ });
    await expect.element(trigger).toHaveFocus();
    expect(getComputedStyle(trigger.element()).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("option", { name: "Metric" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(screen.getByRole("option", { name: "Imperial" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onSelectionChange).toHaveBeenCalledWith("imperial");
    await expect.element(trigger).toHaveTextContent("Imperial");
  });

  it("passes axe when invalid", async () => {
    const screen = await renderThemed(
      <Select label="Units" items={items} isRequired errorMessage="Please enter a valid value." />,
    );
    await expect.element(screen.getByText("Please enter a valid value.")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("draws its trigger in error like a text field in error (issue 42)", async () => {
    const screen = await renderThemed(
      <>
        <Select label="Units" items={items} errorMessage="Please select a unit." />
        <TextField label="Name" errorMessage="Please enter a name." />
      </>,
    );
    const border = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.borderTopColor, style.borderTopWidth];
    };
    const trigger = screen.getByRole("button", { name: /Units/ }).element();
    const input = screen.getByRole("textbox", { name: "Name" }).element();
    expect(border(trigger)).toEqual(border(input));
  });
});

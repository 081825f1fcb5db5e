import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { NativeSelect } from "./NativeSelect";

const items = [
  { id: "all", label: "All" },
  { id: "open", label: "Open tickets" },
  { id: "CLOSED", label: "Closed" },
];

describe("NativeSelect", () => {
  it("is a labelled select whose choice is submitted with its form, and passes axe", async () => {
    const screen = await renderThemed(
      <form>
        <NativeSelect
          name="status"
          label="Status"
          description="Which tickets to list"
          items={items}
          defaultValue="all"
        />
      </form>,
    );
    const select = screen.getByRole("combobox", { name: "Status" });
    await expect.element(select).toHaveAccessibleDescription("Which tickets to list");
    await userEvent.selectOptions(select, "Closed");
    const form = select.element().closest("form") as HTMLFormElement;
    expect(new FormData(form).get("status")).toBe("CLOSED");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("takes the keyboard's focus with the shared focus ring", async () => {
    const screen = await renderThemed(<NativeSelect name="s" label="Status" items={items} />);
    await userEvent.keyboard("{Tab}");
    const select = screen.getByRole("combobox", { name: "Status" }).element();
    expect(document.activeElement).toBe(select);
    expect(getComputedStyle(select).outlineStyle).toBe("solid");
  });
});

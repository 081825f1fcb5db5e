import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SearchOverlay } from "./SearchOverlay";

describe("SearchOverlay", () => {
  it("focuses the field, submits the query and closes with Escape", async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    const onChange = vi.fn();
    const screen = await renderThemed(
      <SearchOverlay
        open
        onOpenChange={onOpenChange}
        title="Search"
        closeLabel="Close search"
        label="Search the site"
        value="crimp"
        onChange={onChange}
        suggestions={[]}
        onSubmit={onSubmit}
      />,
    );
    await expect.element(screen.getByRole("dialog", { name: "Search" })).toBeVisible();
    const field = screen.getByRole("combobox", { name: "Search the site" });
    await expect.element(field).toHaveFocus();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("crimp");
    await userEvent.keyboard("{Escape}");
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

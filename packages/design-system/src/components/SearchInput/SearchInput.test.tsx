import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SearchInput } from "./SearchInput";

describe("SearchInput", () => {
  it("is a labelled search box whose text is submitted with its form, and passes axe", async () => {
    const screen = await renderThemed(
      <form>
        <SearchInput name="q" label="Search" description="ID or subject" />
      </form>,
    );
    const input = screen.getByRole("searchbox", { name: "Search" });
    await expect.element(input).toHaveAccessibleDescription("ID or subject");
    await userEvent.type(input, "4211");
    const form = input.element().closest("form") as HTMLFormElement;
    expect(new FormData(form).get("q")).toBe("4211");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

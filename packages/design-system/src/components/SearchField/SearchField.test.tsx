import { useMemo, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { hydrateAfterEarlyTyping, renderServerMarkup } from "../../test/hydrate";
import { renderThemed } from "../../test/render";
import { SearchField } from "./SearchField";

function Demo({ onSubmit }: { onSubmit: (query: string) => void }) {
  const [value, setValue] = useState("");
  const suggestions = useMemo(
    () => (value ? [{ id: "1", text: "Press brake 3100" }] : []),
    [value],
  );
  return (
    <SearchField
      label="Search"
      value={value}
      onChange={setValue}
      suggestions={suggestions}
      onSubmit={onSubmit}
    />
  );
}

describe("SearchField", () => {
  it("hands its owner what was typed before hydration", async () => {
    const inputs = await hydrateAfterEarlyTyping(<Demo onSubmit={() => {}} />, ([input]) => {
      input!.value = "press";
    });
    expect(inputs[0]!.value).toBe("press");
    // The owner's state has it: its suggestions for "press" open on the next key.
    await userEvent.type(inputs[0]!, " b");
    expect(inputs[0]!.value).toBe("press b");
  });

  it("suggests with highlighted terms and submits a chosen suggestion", async () => {
    const onSubmit = vi.fn();
    const screen = await renderThemed(<Demo onSubmit={onSubmit} />);
    await screen.getByRole("combobox", { name: "Search" }).click();
    await userEvent.keyboard("press 31");
    const option = screen.getByRole("option", { name: "Press brake 3100" });
    await expect.element(option).toBeVisible();
    // The suggestions open inside the search landmark, not outside every landmark of the page.
    expect(option.element().closest("search")).not.toBeNull();
    expect([...option.element().querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "Press",
      "31",
    ]);
    // A DOM click: scrolling (Playwright's click, axe) makes react-aria close the popover.
    (option.element() as HTMLElement).click();
    expect(onSubmit).toHaveBeenCalledWith("Press brake 3100");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("submits the typed query with Enter", async () => {
    const onSubmit = vi.fn();
    const screen = await renderThemed(
      <SearchField
        label="Search"
        value="laser"
        onChange={() => {}}
        suggestions={[]}
        onSubmit={onSubmit}
      />,
    );
    await screen.getByRole("combobox").click();
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("laser");
  });

  it("submits with its button; its field is a text combobox, its label can be hidden", async () => {
    const onSubmit = vi.fn();
    const screen = await renderThemed(
      <SearchField
        label="Search terms"
        labelHidden
        submitLabel="Search"
        value="laser"
        onChange={() => {}}
        suggestions={[]}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByRole("combobox", { name: "Search terms" });
    // ARIA 1.2's combobox on a text input: a search input may not take the role (issue 43).
    await expect.element(field).toHaveAttribute("type", "text");
    await expect.element(field).toHaveAttribute("enterkeyhint", "search");
    expect(screen.container.querySelector("label")?.getBoundingClientRect().width).toBeLessThan(2);
    await screen.getByRole("button", { name: "Search" }).click();
    expect(onSubmit).toHaveBeenCalledWith("laser");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("is a plain form to the results page until its script runs", () => {
    // What a visitor gets before hydration, or without script: the server's markup alone.
    const container = renderServerMarkup(
      <SearchField
        label="Search"
        value=""
        onChange={() => {}}
        suggestions={[]}
        onSubmit={() => {}}
        action="/en/search"
        name="q"
      />,
    );
    const form = container.querySelector("form")!;
    const input = container.querySelector("input")!;
    input.value = "laser";
    expect(form.getAttribute("action")).toBe("/en/search");
    expect(form.method).toBe("get");
    expect([...new FormData(form)]).toEqual([["q", "laser"]]);
  });
});

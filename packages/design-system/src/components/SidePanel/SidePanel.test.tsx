import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Select } from "../Select/Select";
import { SidePanel } from "./SidePanel";

describe("SidePanel", () => {
  it("is a labelled dialog that closes with Escape and passes axe", async () => {
    const onOpenChange = vi.fn();
    const screen = await renderThemed(
      <SidePanel open onOpenChange={onOpenChange} title="Talk to an Expert" closeLabel="Close">
        <p>We will get back to you within 24 hours.</p>
      </SidePanel>,
    );
    await expect.element(screen.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("is full width at 320 px", async () => {
    const { page } = await import("vitest/browser");
    await page.viewport(320, 640);
    const screen = await renderThemed(
      <SidePanel open onOpenChange={() => {}} title="Compare" closeLabel="Close" />,
    );
    const box = screen.getByRole("dialog").element().getBoundingClientRect();
    expect(box.width).toBe(320);
    await page.viewport(1024, 768);
  });

  it("lets a pointer pick an option of a Select inside it", async () => {
    const onSelectionChange = vi.fn();
    const screen = await renderThemed(
      <SidePanel open onOpenChange={() => {}} title="Compare" closeLabel="Close">
        <Select
          label="Variant"
          items={[
            { id: "s", label: "Gamma 263 S" },
            { id: "m", label: "Gamma 263 M" },
          ]}
          onSelectionChange={onSelectionChange}
        />
      </SidePanel>,
    );
    await screen.getByRole("button", { name: /Variant/ }).click();
    // The options live inside the dialog, where the modal lets pointer events through.
    const option = screen.getByRole("option", { name: "Gamma 263 M" });
    const panel = screen.getByRole("dialog", { name: "Compare" }).element();
    expect(panel.contains(option.element())).toBe(true);
    await option.click();
    expect(onSelectionChange).toHaveBeenCalledWith("m");
  });
});

import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
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
});

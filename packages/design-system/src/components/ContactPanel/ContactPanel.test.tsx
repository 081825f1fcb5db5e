import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ContactPanel } from "./ContactPanel";
import { contactPanelLabels, expert } from "./ContactPanel.stories";

describe("ContactPanel", () => {
  it("is the Talk to an Expert dialog with its 24-hour promise and the expert's links", async () => {
    const onOpenChange = vi.fn();
    const screen = await renderThemed(
      <ContactPanel
        open
        onOpenChange={onOpenChange}
        labels={contactPanelLabels}
        contact={expert}
        action={<button type="button">Contact us</button>}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Talk to an Expert" });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog)
      .toHaveAccessibleDescription("We will get back to you within 24 hours.");
    await expect
      .element(screen.getByRole("link", { name: "anna.keller@example.com" }))
      .toHaveAttribute("href", "mailto:anna.keller@example.com");
    await expect
      .element(screen.getByRole("link", { name: "+41 41 455 04 55" }))
      .toHaveAttribute("href", "tel:+41414550455");
    const portrait = document.querySelector("img");
    expect(portrait?.getAttribute("width")).toBe("80");
    expect(portrait?.getAttribute("height")).toBe("80");
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

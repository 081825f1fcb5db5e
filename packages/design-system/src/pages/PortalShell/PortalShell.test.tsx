import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { PortalShell } from "./PortalShell";

describe("PortalShell", () => {
  it("marks the current page in its navigation and has one main landmark", async () => {
    const screen = await renderThemed(
      <PortalShell
        navigationLabel="Portal"
        title="Tickets"
        currentId="tickets"
        navigation={[
          { id: "home", title: "Dashboard", href: "/en/portal", icon: "home" },
          { id: "tickets", title: "Tickets", href: "/en/portal/tickets/list", icon: "mail" },
        ]}
      >
        <p>List</p>
      </PortalShell>,
    );
    await expect
      .element(screen.getByRole("link", { name: "Tickets" }))
      .toHaveAttribute("aria-current", "page");
    await expect.element(screen.getByRole("main")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

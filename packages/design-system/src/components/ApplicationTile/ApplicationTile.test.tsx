import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Link } from "../Link/Link";
import { ApplicationTile, ApplicationTileGrid } from "./ApplicationTile";

describe("ApplicationTile", () => {
  it("shows name, status and action in a labelled grid, and passes axe", async () => {
    const screen = await renderThemed(
      <ApplicationTileGrid label="My applications">
        {[
          <ApplicationTile
            key="t"
            icon="mail"
            title="Service ticketing"
            description="Create service tickets."
            status={{ label: "Active", tone: "positive" }}
            action={<Link href="/en/portal/tickets/list">Open</Link>}
            testId="tile-serviceTicketing"
          />,
        ]}
      </ApplicationTileGrid>,
    );
    // The list is introduced by hidden text; a plain list carries no name of its own (issue 43).
    await expect.element(screen.getByText("My applications")).toBeInTheDocument();
    await expect.element(screen.getByRole("list")).toBeVisible();
    await expect
      .element(screen.getByRole("heading", { level: 3, name: "Service ticketing" }))
      .toBeVisible();
    await expect.element(screen.getByText("Active")).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "Open" }))
      .toHaveAttribute("href", "/en/portal/tickets/list");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ErrorPage } from "./ErrorPage";

describe("ErrorPage", () => {
  it("shows title, overline, a static maintenance notice and the home link", async () => {
    const screen = await renderThemed(
      <ErrorPage
        overline="Error"
        title="Sorry, something went wrong"
        maintenanceTitle="Maintenance"
        maintenanceText="Please try again later."
        homeLinkText="Home page"
        homeHref="/de"
      />,
      "Cirris",
    );
    await expect
      .element(screen.getByRole("heading", { level: 1, name: "Sorry, something went wrong" }))
      .toBeVisible();
    await expect.element(screen.getByText("Error")).toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent(/Maintenance/);
    expect(screen.container.querySelector("button")).toBeNull();
    await expect
      .element(screen.getByRole("link", { name: "Home page" }))
      .toHaveAttribute("href", "/de");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { LocationList } from "./LocationList";

const location = {
  id: "stuttgart",
  name: "WIRE Deutschland GmbH",
  address: ["Motorstrasse 12", "70499 Stuttgart"],
  country: "Germany",
  phone: "+49 711 555 30 00",
  email: "info.de@wire-group.example",
  services: ["Sales", "Training"],
  action: <a href="/en/contact">Talk to an Expert</a>,
};

describe("LocationList", () => {
  it("shows each location's address, country, contacts, services and entry point", async () => {
    const screen = await renderThemed(
      <LocationList
        title="Sales and service worldwide"
        items={[location]}
        summary="1 location"
        servicesLabel="Services offered"
        emptyText="None"
      />,
    );
    await expect
      .element(screen.getByRole("region", { name: "Sales and service worldwide" }))
      .toBeVisible();
    await expect
      .element(screen.getByRole("heading", { level: 3, name: "WIRE Deutschland GmbH" }))
      .toBeVisible();
    await expect.element(screen.getByText("70499 Stuttgart")).toBeVisible();
    await expect.element(screen.getByText("Germany")).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "+49 711 555 30 00" }))
      .toHaveAttribute("href", "tel:+497115553000");
    await expect
      .element(screen.getByRole("link", { name: "info.de@wire-group.example" }))
      .toHaveAttribute("href", "mailto:info.de@wire-group.example");
    // Introduced by hidden text; a plain list carries no name of its own (issue 43).
    await expect.element(screen.getByText("Services offered").first()).toBeInTheDocument();
    const services = screen.getByText("Sales", { exact: true }).element().closest("ul")!;
    expect([...services.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Sales",
      "Training",
    ]);
    await expect.element(screen.getByRole("link", { name: "Talk to an Expert" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("says so when no location matches", async () => {
    const screen = await renderThemed(
      <LocationList
        items={[]}
        summary="0 locations"
        servicesLabel="Services offered"
        emptyText="No locations found for this selection."
      />,
    );
    await expect.element(screen.getByText("No locations found for this selection.")).toBeVisible();
    expect(screen.container.querySelector("ul")).toBeNull();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { QuantityStepper } from "../QuantityStepper/QuantityStepper";
import { Select } from "../Select/Select";
import { LocaleProvider } from "./LocaleProvider";

const items = [
  { id: "linz", label: "Linz" },
  { id: "stuttgart", label: "Stuttgart" },
];

describe("LocaleProvider", () => {
  it("gives the controls' own texts the page's language, whatever the browser's", async () => {
    const screen = await renderThemed(
      <LocaleProvider locale="de-CH">
        <Select label="Standort" items={items} />
      </LocaleProvider>,
    );
    expect(navigator.language).toMatch(/^en/);
    await expect
      .element(screen.getByRole("button", { name: /Standort/ }))
      .toHaveTextContent("Element wählen");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("formats numbers in the page's locale", async () => {
    const screen = await renderThemed(
      <LocaleProvider locale="de-CH">
        <QuantityStepper
          label="Menge"
          defaultValue={12500}
          decrementLabel="Weniger"
          incrementLabel="Mehr"
        />
      </LocaleProvider>,
    );
    const swiss = new Intl.NumberFormat("de-CH").format(12500);
    expect(swiss).not.toBe(new Intl.NumberFormat(navigator.language).format(12500));
    await expect.element(screen.getByRole("textbox", { name: "Menge" })).toHaveValue(swiss);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Checkbox } from "../Checkbox/Checkbox";
import { TextField } from "../TextField/TextField";
import { FieldGroup } from "./FieldGroup";

describe("FieldGroup", () => {
  it("is a group named by its legend, described by its description, and passes axe", async () => {
    const screen = await renderThemed(
      <FieldGroup legend="Newsletter" description="Once a month.">
        <TextField label="E-mail" />
        <Checkbox>Send me the newsletter</Checkbox>
      </FieldGroup>,
    );
    const group = screen.getByRole("group", { name: "Newsletter" });
    await expect.element(group).toBeVisible();
    await expect.element(group).toHaveAccessibleDescription("Once a month.");
    await expect.element(group.getByRole("textbox", { name: "E-mail" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("draws a top rule instead of the browser's border and spaces its fields", async () => {
    const screen = await renderThemed(
      <FieldGroup legend="Contact">
        <TextField label="Name" />
        <TextField label="Company" />
      </FieldGroup>,
    );
    const fieldset = screen.getByRole("group", { name: "Contact" }).element() as HTMLElement;
    const style = getComputedStyle(fieldset);
    expect(style.borderLeftStyle).toBe("none");
    expect(style.borderTopStyle).toBe("solid");
    // The legend sits below the rule, not across it.
    const legend = fieldset.querySelector("legend") as HTMLElement;
    expect(legend.getBoundingClientRect().top).toBeGreaterThan(
      fieldset.getBoundingClientRect().top,
    );
    const [name] = screen.getByRole("textbox").elements();
    const fields = fieldset.lastElementChild as HTMLElement;
    expect(getComputedStyle(fields).rowGap).toBe("16px");
    // The first field's label starts a gap below the legend, as the fields are apart.
    const nameLabel = name!.closest("div")!.firstElementChild as HTMLElement;
    expect(
      nameLabel.getBoundingClientRect().top - legend.getBoundingClientRect().bottom,
    ).toBeGreaterThanOrEqual(16);
  });

  it("takes an id, links the description by it, and can be hidden", async () => {
    const screen = await renderThemed(
      <FieldGroup id="address" description="Where we deliver." hidden>
        <TextField label="City" />
      </FieldGroup>,
    );
    const fieldset = screen.container.querySelector("fieldset") as HTMLElement;
    expect(fieldset.id).toBe("address");
    expect(fieldset.getAttribute("aria-describedby")).toBe("address-description");
    expect(document.getElementById("address-description")?.textContent).toBe("Where we deliver.");
    expect(getComputedStyle(fieldset).display).toBe("none");
  });

  it("without legend or description is no unnamed group, only its fields spaced", async () => {
    const screen = await renderThemed(
      <FieldGroup id="more" hidden={false}>
        <TextField label="Street and number" />
        <TextField label="City" />
      </FieldGroup>,
    );
    expect(screen.container.querySelector("fieldset")).toBeNull();
    expect(screen.getByRole("group").elements()).toEqual([]);
    const root = document.getElementById("more") as HTMLElement;
    expect(getComputedStyle(root).borderTopStyle).toBe("solid");
    expect(getComputedStyle(root.lastElementChild as HTMLElement).rowGap).toBe("16px");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { KeyFacts } from "./KeyFacts";

describe("KeyFacts", () => {
  it("pairs each value with its label and passes axe", async () => {
    const screen = await renderThemed(
      <KeyFacts facts={[{ id: "a", value: "24 h", label: "reply time" }]} />,
    );
    await expect.element(screen.getByRole("term")).toHaveTextContent("reply time");
    await expect.element(screen.getByRole("definition")).toHaveTextContent("24 h");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { DescriptionList } from "./DescriptionList";

describe("DescriptionList", () => {
  it("pairs each term with its value and passes axe", async () => {
    const screen = await renderThemed(
      <DescriptionList
        items={[
          { term: "Model", description: "Alpha 530" },
          { term: "Serial number", description: "ALP-1" },
        ]}
      />,
    );
    const terms = [...screen.container.querySelectorAll("dt")].map((dt) => dt.textContent);
    const values = [...screen.container.querySelectorAll("dd")].map((dd) => dd.textContent);
    expect(terms).toEqual(["Model", "Serial number"]);
    expect(values).toEqual(["Alpha 530", "ALP-1"]);
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

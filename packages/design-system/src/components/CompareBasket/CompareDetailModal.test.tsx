import { describe, expect, it, vi } from "vitest";
import { ImageProvider } from "../../modules/Image/ImageProvider";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { CompareDetailModal } from "./CompareDetailModal";
import { compareDetailCandidates, compareDetailLabels } from "./CompareDetailModal.stories";

const rows = [{ name: "Crimp force", unit: "kN", values: ["22", null] }];

describe("CompareDetailModal", () => {
  it("shows the table, the hide-identical switch and adds candidates", async () => {
    const onHide = vi.fn();
    const onAdd = vi.fn();
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <CompareDetailModal
          open
          onOpenChange={() => {}}
          labels={compareDetailLabels}
          products={["Alpha", "Gamma"]}
          rows={rows}
          hideIdentical={false}
          onHideIdenticalChange={onHide}
          candidates={compareDetailCandidates}
          onAddCandidate={onAdd}
        />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("dialog", { name: "Compare crimping machines" }))
      .toBeVisible();
    await expect.element(screen.getByRole("columnheader", { name: "Gamma" })).toBeVisible();
    await expect.element(screen.getByRole("rowheader", { name: "Crimp force (kN)" })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    // The switch's input is visually hidden; its label is what the visitor clicks.
    await screen.getByText("Hide identical specifications").click();
    expect(onHide).toHaveBeenCalledWith(true);
    await screen.getByRole("button", { name: "Add Kappa 330 to the comparison" }).click();
    expect(onAdd).toHaveBeenCalledWith("kappa-330");
  });

  it("says so when every row is hidden and leaves out an empty candidate list", async () => {
    const screen = await renderThemed(
      <CompareDetailModal
        open
        onOpenChange={() => {}}
        labels={compareDetailLabels}
        products={["Alpha", "Gamma"]}
        rows={[]}
        hideIdentical
        onHideIdenticalChange={() => {}}
        candidates={[]}
        onAddCandidate={() => {}}
      />,
    );
    await expect
      .element(screen.getByRole("heading", { name: "All specifications are identical" }))
      .toBeVisible();
    expect(
      screen.getByRole("heading", { name: "Add products to the comparison" }).elements(),
    ).toHaveLength(0);
  });
});

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SideButtons } from "./SideButtons";

describe("SideButtons", () => {
  it("names each button with its count and presses it", async () => {
    const onPress = vi.fn();
    const screen = await renderThemed(
      <SideButtons
        label="Quick actions"
        buttons={[{ id: "c", label: "Compare", icon: "compare", onPress, count: 2 }]}
      />,
    );
    await screen.getByRole("button", { name: "Compare (2)" }).click();
    expect(onPress).toHaveBeenCalled();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

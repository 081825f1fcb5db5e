import { describe, expect, it } from "vitest";
import { renderThemed } from "../../test/render";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  it("is hidden from assistive technology and draws the requested lines", async () => {
    const screen = await renderThemed(<Skeleton lines={3} width="100%" />);
    const root = screen.container.querySelector('[aria-hidden="true"]')!;
    expect(root.children).toHaveLength(3);
  });
});

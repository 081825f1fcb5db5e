import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Video } from "./Video";

describe("Video", () => {
  it("loads the embed only after the visitor presses play", async () => {
    const screen = await renderThemed(
      <Video
        src="https://video.example/embed/1"
        kind="embed"
        title="Demo"
        playLabel={(t) => `Play video: ${t}`}
      />,
    );
    expect(screen.container.querySelector("iframe")).toBeNull();
    expect(await axeViolations(screen.container)).toEqual([]);
    await screen.getByRole("button", { name: "Play video: Demo" }).click();
    await expect
      .element(screen.getByTitle("Demo"))
      .toHaveAttribute("src", "https://video.example/embed/1");
  });
});

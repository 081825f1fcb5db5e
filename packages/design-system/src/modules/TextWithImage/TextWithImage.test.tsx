import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { sampleImage } from "../../test/sampleImage";
import { ImageProvider } from "../Image/ImageProvider";
import { TextWithImage } from "./TextWithImage";

describe("TextWithImage", () => {
  it("shows heading, text and image and passes axe", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <TextWithImage
          title="Automation"
          html="<p>Grow step by step.</p>"
          image={{ src: sampleImage(), alt: "Robot" }}
        />
      </ImageProvider>,
    );
    await expect
      .element(screen.getByRole("heading", { level: 2, name: "Automation" }))
      .toBeVisible();
    await expect.element(screen.getByRole("img", { name: "Robot" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

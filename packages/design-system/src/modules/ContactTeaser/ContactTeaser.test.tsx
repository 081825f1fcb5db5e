import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ContactTeaser } from "./ContactTeaser";

describe("ContactTeaser", () => {
  it("links e-mail and phone", async () => {
    const screen = await renderThemed(
      <ContactTeaser name="Jana" email="jana@example.com" phone="+420 123 456" />,
    );
    await expect
      .element(screen.getByRole("link", { name: "jana@example.com" }))
      .toHaveAttribute("href", "mailto:jana@example.com");
    await expect
      .element(screen.getByRole("link", { name: "+420 123 456" }))
      .toHaveAttribute("href", "tel:+420123456");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

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

  it("keeps a phone number on one line in a narrow column", async () => {
    const screen = await renderThemed(
      <div style={{ width: 110 }}>
        <ContactTeaser name="Jana" phone="+49 7031 9870 0" />
      </div>,
    );
    const link = screen.getByRole("link", { name: /7031/ }).element() as HTMLElement;
    expect(link.textContent).toBe("+49\u00a07031\u00a09870\u00a00");
    const lineHeight = Number.parseFloat(getComputedStyle(link).lineHeight);
    expect(link.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  });
});

import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { TextArea } from "./TextArea";

describe("TextArea", () => {
  it("is a labelled multi-line textbox with its error", async () => {
    const screen = await renderThemed(
      <TextArea label="Message" isRequired errorMessage="Please enter a valid value." />,
    );
    const textarea = screen.getByRole("textbox", { name: /Message/ });
    expect(textarea.element().tagName).toBe("TEXTAREA");
    await expect.element(textarea).toHaveAttribute("aria-invalid", "true");
    await expect.element(screen.getByText("Please enter a valid value.")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

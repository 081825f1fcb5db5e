import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
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
    await expect.element(textarea).toHaveAttribute("aria-required", "true");
    await expect.element(textarea).toHaveAccessibleDescription("Please enter a valid value.");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("reports the text as it is typed and keeps it for the form", async () => {
    const typed: string[] = [];
    const screen = await renderThemed(
      <form>
        <TextArea
          label="Comment"
          name="comment"
          description="Visible to the service desk"
          onChange={(value) => typed.push(value)}
        />
      </form>,
    );
    const textarea = screen.getByRole("textbox", { name: "Comment" });
    await expect.element(textarea).toHaveAccessibleDescription("Visible to the service desk");
    await userEvent.type(textarea, "ok");
    expect(typed.at(-1)).toBe("ok");
    const form = textarea.element().closest("form") as HTMLFormElement;
    expect(new FormData(form).get("comment")).toBe("ok");
  });
});

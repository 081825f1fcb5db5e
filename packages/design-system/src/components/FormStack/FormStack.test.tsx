import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { FormStack } from "./FormStack";

describe("FormStack", () => {
  it("spaces its fields, stretches them to the form's width, keeps the buttons' own width, and passes axe", async () => {
    const screen = await renderThemed(
      <form aria-label="Ticket" style={{ width: 480 }}>
        <FormStack actions={<Button type="submit">Create ticket</Button>}>
          <TextField label="Subject" />
          <TextField label="Serial number" />
        </FormStack>
      </form>,
    );
    const [subject, serial] = screen.getByRole("textbox").elements() as HTMLElement[];
    const button = screen.getByRole("button", { name: "Create ticket" }).element() as HTMLElement;
    const subjectField = subject!.parentElement!;
    const serialField = serial!.parentElement!;
    // 1rem between fields, more above the buttons.
    const gap =
      serialField.getBoundingClientRect().top - subjectField.getBoundingClientRect().bottom;
    expect(gap).toBe(16);
    expect(button.getBoundingClientRect().top - serialField.getBoundingClientRect().bottom).toBe(
      24,
    );
    expect(subject!.getBoundingClientRect().width).toBe(480);
    expect(button.getBoundingClientRect().width).toBeLessThan(240);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("renders no button row without actions", async () => {
    const screen = await renderThemed(
      <FormStack>
        <TextField label="Comment" />
      </FormStack>,
    );
    const stack = screen.container.querySelector("div div") as HTMLElement;
    expect(stack.children).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { FileField } from "./FileField";

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe("FileField", () => {
  it("is a file input named by its label, described by its hint, and passes axe", async () => {
    const screen = await renderThemed(
      <FileField
        label="Translation file"
        name="translation"
        accept=".xlf,.xliff"
        description="An XLIFF file"
      />,
    );
    const input = screen.getByLabelText("Translation file");
    expect(input.element()).toBe(fileInput(screen.container));
    expect(input.element()).toHaveAttribute("name", "translation");
    expect(input.element()).toHaveAttribute("accept", ".xlf,.xliff");
    await expect.element(input).toHaveAccessibleName("Translation file");
    await expect.element(input).toHaveAccessibleDescription("An XLIFF file");
    await expect.element(input).not.toHaveAttribute("aria-invalid");
    await expect.element(input).not.toHaveAttribute("aria-required");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("links its error and description, is invalid and marked required, and passes axe", async () => {
    const screen = await renderThemed(
      <FileField
        id="file"
        label="Translation file"
        name="translation"
        description="An XLIFF file"
        errorMessage="Please choose an XLIFF file."
        isRequired
      />,
    );
    const input = screen.getByLabelText(/Translation file/);
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAttribute("aria-required", "true");
    await expect.element(input).toHaveAttribute("aria-describedby", "filedescription fileerror");
    await expect
      .element(input)
      .toHaveAccessibleDescription("An XLIFF file Please choose an XLIFF file.");
    const label = screen.container.querySelector('label[for="file"]') as HTMLLabelElement;
    expect(label.textContent).toBe("Translation file*");
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe("*");
    await expect.element(screen.getByText("Please choose an XLIFF file.")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("reports the chosen files and keeps them for the form", async () => {
    const chosen: File[][] = [];
    const screen = await renderThemed(
      <form encType="multipart/form-data">
        <FileField
          label="Attachments"
          name="attachments"
          multiple
          onChange={(files) => chosen.push(files)}
        />
      </form>,
    );
    const input = screen.getByLabelText("Attachments");
    const files = [
      new File(["<xliff/>"], "de.xlf", { type: "application/xliff+xml" }),
      new File(["<xliff/>"], "cs.xlf", { type: "application/xliff+xml" }),
    ];
    await userEvent.upload(input, files);
    await expect.poll(() => chosen.length).toBe(1);
    expect(chosen[0]?.map((file) => file.name)).toEqual(["de.xlf", "cs.xlf"]);
    const form = input.element().closest("form") as HTMLFormElement;
    expect(new FormData(form).getAll("attachments").map((file) => (file as File).name)).toEqual([
      "de.xlf",
      "cs.xlf",
    ]);
  });

  it("takes the keyboard's focus with the shared focus ring", async () => {
    const screen = await renderThemed(<FileField label="File" name="file" />);
    await userEvent.keyboard("{Tab}");
    const input = screen.getByLabelText("File").element();
    expect(document.activeElement).toBe(input);
    expect(getComputedStyle(input).outlineStyle).toBe("solid");
  });

  it("is disabled with isDisabled", async () => {
    const screen = await renderThemed(<FileField label="File" name="file" isDisabled />);
    await expect.element(screen.getByLabelText("File")).toBeDisabled();
  });
});

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { FileUpload, type FileUploadProps } from "./FileUpload";

const texts = {
  label: "Attachments",
  description: "Images or videos only, up to 100 MB.",
  buttonText: "Choose files",
  dropText: "or drop them here",
  rejectedMessage: "Please enter a valid value.",
  removeLabel: (name: string) => `Remove ${name}`,
  progressLabel: "Upload progress",
};

function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("FileUpload", () => {
  it("passes on images and videos and rejects other files and files over 100 MB", async () => {
    const onSelect = vi.fn<FileUploadProps["onSelect"]>();
    const onReject = vi.fn<NonNullable<FileUploadProps["onReject"]>>();
    const screen = await renderThemed(
      <FileUpload {...texts} files={[]} onSelect={onSelect} onReject={onReject} />,
    );
    const big = new File(["x"], "huge.mp4", { type: "video/mp4" });
    Object.defineProperty(big, "size", { value: 100 * 1024 * 1024 + 1 });
    choose(screen.container, [
      new File(["x"], "photo.jpg", { type: "image/jpeg" }),
      new File(["x"], "manual.pdf", { type: "application/pdf" }),
      big,
    ]);
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalled());
    expect(onSelect.mock.calls[0]![0].map((file) => file.name)).toEqual(["photo.jpg"]);
    expect(onReject.mock.calls[0]![0].map((file) => file.name)).toEqual(["manual.pdf", "huge.mp4"]);
  });

  it("shows progress, errors and the rejected message accessibly", async () => {
    const screen = await renderThemed(
      <FileUpload
        {...texts}
        hasRejected
        files={[
          { id: "1", name: "a.jpg", progress: 40 },
          { id: "2", name: "b.mp4", errorMessage: "Upload failed" },
        ]}
        onSelect={() => {}}
        onRemove={() => {}}
      />,
    );
    await expect
      .element(screen.getByRole("progressbar", { name: "Upload progress: a.jpg" }))
      .toHaveAttribute("aria-valuenow", "40");
    await expect.element(screen.getByText("Upload failed")).toBeVisible();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Please enter a valid value.");
    await expect.element(screen.getByRole("button", { name: "Remove b.mp4" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

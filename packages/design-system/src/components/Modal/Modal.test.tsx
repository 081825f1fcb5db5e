import { useState } from "react";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Button } from "../Button/Button";
import { Modal } from "./Modal";

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Share"
        closeLabel="Close"
        description="Send the link"
      >
        <input aria-label="Link" defaultValue="https://example.com" />
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("opens as a labelled dialog in the page's theme, traps focus and closes with Escape", async () => {
    const screen = await renderThemed(<Demo />, "Adaptronic");
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Share" });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription("Send the link");
    expect(dialog.element().closest("[data-wire-theme]")).toBeNull();
    expect(getComputedStyle(dialog.element()).backgroundColor).toBe("rgb(255, 255, 255)");
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("closes with its close button", async () => {
    const screen = await renderThemed(<Demo />);
    await screen.getByRole("button", { name: "Open" }).click();
    await screen.getByRole("button", { name: "Close" }).click();
    await expect.element(screen.getByRole("dialog")).not.toBeInTheDocument();
  });
});

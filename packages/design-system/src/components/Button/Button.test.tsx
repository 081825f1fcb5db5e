import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Button } from "./Button";

function SaveForm({ loading, onSubmit }: { loading: boolean; onSubmit: (event: Event) => void }) {
  return (
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button type="submit" isLoading={loading}>
        Save
      </Button>
    </form>
  );
}

describe("Button", () => {
  it("calls onPress when clicked", async () => {
    const onPress = vi.fn();
    const screen = await renderThemed(<Button onPress={onPress}>Send</Button>);
    await screen.getByRole("button", { name: "Send" }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("is activated from the keyboard with Enter and Space", async () => {
    const onPress = vi.fn();
    const screen = await renderThemed(<Button onPress={onPress}>Send</Button>);
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("shows a visible focus ring when focused from the keyboard", async () => {
    const screen = await renderThemed(<Button>Send</Button>);
    const button = screen.getByRole("button").element() as HTMLElement;
    expect(getComputedStyle(button).outlineStyle).toBe("none");
    await userEvent.keyboard("{Tab}");
    expect(button.matches(":focus-visible")).toBe(true);
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe("solid");
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  it("shows no focus ring after a pointer press, nor on a button focused by it", async () => {
    const screen = await renderThemed(
      <>
        <Button onPress={() => (document.getElementById("next") as HTMLElement).focus()}>
          Open
        </Button>
        <Button id="next">Close</Button>
      </>,
    );
    await screen.getByRole("button", { name: "Open" }).click();
    const close = screen.getByRole("button", { name: "Close" }).element() as HTMLElement;
    expect(document.activeElement).toBe(close);
    expect(close.matches(":focus-visible")).toBe(false);
    expect(getComputedStyle(close).outlineStyle).toBe("none");
  });

  describe("while loading", () => {
    it("hides the label visually, shows a labelled spinner and is busy and disabled", async () => {
      const onPress = vi.fn();
      const screen = await renderThemed(
        <Button isLoading loadingLabel="Sending" onPress={onPress}>
          Send request
        </Button>,
      );
      const button = screen.getByRole("button");
      await expect.element(button).toHaveAttribute("aria-busy", "true");
      await expect.element(button).toHaveAttribute("aria-disabled", "true");
      await expect
        .element(screen.getByRole("progressbar", { name: "Sending" }))
        .toBeInTheDocument();
      // The label keeps the button's width and accessible name but is not seen.
      const label = screen.getByText("Send request").element() as HTMLElement;
      expect(getComputedStyle(label.closest("span") as HTMLElement).opacity).toBe("0");
      await expect.element(button).toHaveAccessibleName(/Send request/);

      await button.click({ force: true });
      await userEvent.keyboard("{Tab}");
      await userEvent.keyboard("{Enter}");
      expect(onPress).not.toHaveBeenCalled();
    });

    it("stays focusable so keyboard users keep their place", async () => {
      const screen = await renderThemed(<Button isLoading>Send</Button>);
      await userEvent.keyboard("{Tab}");
      await expect.element(screen.getByRole("button")).toHaveFocus();
    });
  });

  it("has no axe violations in any variant", async () => {
    const screen = await renderThemed(
      <div>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="critical">Critical</Button>
        <Button variant="link">Link</Button>
        <Button isLoading>Loading</Button>
        <Button isDisabled>Disabled</Button>
      </div>,
    );
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("is a native button, type button by default, disabled by isDisabled", async () => {
    const onPress = vi.fn();
    const screen = await renderThemed(
      <>
        <Button>Plain</Button>
        <Button isDisabled onPress={onPress}>
          Off
        </Button>
      </>,
    );
    await expect
      .element(screen.getByRole("button", { name: "Plain" }))
      .toHaveAttribute("type", "button");
    const off = screen.getByRole("button", { name: "Off" });
    await expect.element(off).toBeDisabled();
    await off.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it("submits its form, but not while loading", async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const screen = await renderThemed(<SaveForm loading onSubmit={onSubmit} />);
    await screen.getByRole("button").click({ force: true });
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.rerender(<SaveForm loading={false} onSubmit={onSubmit} />);
    await screen.getByRole("button", { name: "Save" }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

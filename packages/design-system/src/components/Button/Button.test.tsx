import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Button } from "./Button";

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
    await expect.element(screen.getByRole("button")).toHaveAttribute("data-focus-visible");
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe("solid");
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
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
});

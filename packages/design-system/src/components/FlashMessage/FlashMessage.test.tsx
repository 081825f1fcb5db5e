import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { FlashMessage } from "./FlashMessage";

afterEach(() => {
  vi.useRealTimers();
});

describe("FlashMessage", () => {
  it("sanitises its HTML text", async () => {
    const screen = await renderThemed(
      <FlashMessage
        hideButtonText="Hide"
        text={
          '<b>Bold</b><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>'
        }
      />,
    );
    await expect.element(screen.getByText("Bold")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.container.querySelector("b")).not.toBeNull());
    expect(screen.container.querySelector("script")).toBeNull();
    expect(screen.container.querySelector("img")?.getAttribute("onerror") ?? null).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it("offers a hide button unless static", async () => {
    const onHide = vi.fn();
    const screen = await renderThemed(
      <>
        <FlashMessage title="Dismissable" hideButtonText="Hide" onHide={onHide} />
        <FlashMessage title="Static" static hideButtonText="Hide" />
      </>,
    );
    const buttons = screen.getByRole("button", { name: "Hide" });
    expect(buttons.elements()).toHaveLength(1);
    await buttons.click();
    expect(onHide).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByText("Dismissable")).not.toBeInTheDocument();
    await expect.element(screen.getByText("Static")).toBeInTheDocument();
  });

  it("hides a floating message after 7000 ms", async () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    const screen = await renderThemed(
      <FlashMessage title="Saved" floating hideButtonText="Hide" onHide={onHide} />,
    );
    await vi.advanceTimersByTimeAsync(6999);
    expect(onHide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onHide).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expect.element(screen.getByText("Saved")).not.toBeInTheDocument();
  });

  it("announces errors as alerts and passes axe", async () => {
    const screen = await renderThemed(
      <FlashMessage
        type="error"
        title="Submission failed"
        hideButtonText="Hide"
        linkText="Retry"
        to="/en"
      />,
    );
    await expect.element(screen.getByRole("alert")).toHaveTextContent(/Submission failed/);
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

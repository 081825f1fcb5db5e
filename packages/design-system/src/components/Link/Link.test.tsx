import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Link } from "./Link";
import { type LinkComponentProps, LinkProvider } from "./LinkProvider";

function RouterLink(props: LinkComponentProps) {
  return <a {...props} data-router="yes" />;
}

describe("Link", () => {
  it("renders internal targets through the app's link component", async () => {
    const screen = await renderThemed(
      <LinkProvider component={RouterLink}>
        <Link href="/de/products">Products</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "Products" });
    await expect.element(link).toHaveAttribute("href", "/de/products");
    await expect.element(link).toHaveAttribute("data-router", "yes");
  });

  it("renders http and hard: targets as plain links, dropping the prefix", async () => {
    const screen = await renderThemed(
      <LinkProvider component={RouterLink}>
        <Link href="https://example.com">Example</Link>
        <Link href="hard:/file/x">File</Link>
      </LinkProvider>,
    );
    await expect
      .element(screen.getByRole("link", { name: "Example" }))
      .not.toHaveAttribute("data-router");
    await expect
      .element(screen.getByRole("link", { name: "File" }))
      .toHaveAttribute("href", "/file/x");
  });

  it("runs known actions as a button and warns about unknown ones", async () => {
    const onAction = vi.fn();
    const warn = vi.fn();
    const screen = await renderThemed(
      <LinkProvider onAction={onAction} warn={warn}>
        <Link href="action:open-news-feed-panel">News</Link>
        <Link href="action:fly-to-moon">Moon</Link>
      </LinkProvider>,
    );
    await screen.getByRole("button", { name: "News" }).click();
    expect(onAction).toHaveBeenCalledWith("open-news-feed-panel");
    await screen.getByRole("button", { name: "Moon" }).click();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("no such action: fly-to-moon");
  });

  it("shows a focus ring from the keyboard and passes axe", async () => {
    const screen = await renderThemed(
      <p>
        Go to <Link href="/en">home</Link>
      </p>,
    );
    await userEvent.keyboard("{Tab}");
    const link = screen.getByRole("link").element() as HTMLElement;
    expect(document.activeElement).toBe(link);
    expect(getComputedStyle(link).outlineStyle).toBe("solid");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

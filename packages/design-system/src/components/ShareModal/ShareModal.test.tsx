import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ShareModal, type ShareModalProps } from "./ShareModal";
import { shareLabels } from "./ShareModal.stories";
import { shareLinks } from "./shareLinks";

const url = "https://www.example.com/en/products/alpha 550?x=1&y=2";

/** Renders the open modal for `url` titled "Alpha", with the given props on top. */
const renderShareModal = (props: Partial<ShareModalProps> = {}) =>
  renderThemed(
    <ShareModal
      open
      onOpenChange={() => {}}
      url={url}
      pageTitle="Alpha"
      labels={shareLabels}
      {...props}
    />,
  );

describe("shareLinks", () => {
  it("encodes the URL and title into each target", () => {
    const links = shareLinks(url, "Alpha & Omega");
    const encoded = encodeURIComponent(url);
    expect(links.linkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.x).toBe(`https://x.com/intent/tweet?url=${encoded}&text=Alpha%20%26%20Omega`);
    expect(links.mail.startsWith("mailto:?subject=Alpha%20%26%20Omega&body=")).toBe(true);
    expect(links.mail).toContain(encoded);
  });
});

describe("ShareModal", () => {
  it("copies the link, announces it and passes axe", async () => {
    const copyText = vi.fn(async () => {});
    const onShare = vi.fn();
    const screen = await renderShareModal({ copyText, onShare });
    await expect.element(screen.getByRole("dialog", { name: "Share this page" })).toBeVisible();
    await expect
      .element(screen.getByRole("textbox", { name: "Link to this page" }))
      .toHaveValue(url);
    await screen.getByRole("button", { name: "Copy link" }).click();
    expect(copyText).toHaveBeenCalledWith(url);
    expect(onShare).toHaveBeenCalledWith("copy");
    await expect.element(screen.getByRole("status")).toHaveTextContent("Link copied");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("links to each network in a new tab and says so", async () => {
    const screen = await renderShareModal();
    const linkedIn = screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" });
    await expect.element(linkedIn).toHaveAttribute("target", "_blank");
    await expect.element(linkedIn).toHaveAttribute("href", shareLinks(url, "Alpha").linkedIn);
    await expect
      .element(screen.getByRole("link", { name: "E-mail" }))
      .toHaveAttribute("href", shareLinks(url, "Alpha").mail);
  });

  it("tells the visitor to copy by hand when the clipboard fails", async () => {
    const screen = await renderShareModal({
      copyText: () => Promise.reject(new Error("denied")),
    });
    await screen.getByRole("button", { name: "Copy link" }).click();
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Select the link and copy it");
    await expect.element(screen.getByRole("textbox")).toHaveFocus();
  });
});

describe("ShareModal at 320 px", () => {
  it("keeps every control on screen", async () => {
    const { page } = await import("vitest/browser");
    await page.viewport(320, 640);
    try {
      const screen = await renderShareModal();
      const dialog = screen.getByRole("dialog").element();
      for (const element of dialog.querySelectorAll("button, a, input")) {
        const box = element.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(320);
      }
    } finally {
      await page.viewport(1024, 768);
    }
  });
});

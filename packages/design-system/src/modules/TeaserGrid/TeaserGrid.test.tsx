import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { TeaserGrid } from "./TeaserGrid";

describe("TeaserGrid", () => {
  it("lists cards whose title links are keyboard reachable and pass axe", async () => {
    const screen = await renderThemed(
      <TeaserGrid
        title="Stories"
        items={[
          { id: "a", title: "First", href: "/a", text: "One" },
          { id: "b", title: "Second", href: "/b" },
        ]}
      />,
    );
    expect(screen.getByRole("listitem").elements()).toHaveLength(2);
    await expect.element(screen.getByRole("heading", { level: 3, name: "First" })).toBeVisible();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("link", { name: "First" })).toHaveFocus();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("reads a card's title once: a picture described by the title alone is decorative", async () => {
    const screen = await renderThemed(
      <TeaserGrid
        items={[
          { id: "a", title: "Mexico", href: "/a", image: { src: "/a.png", alt: "Mexico" } },
          {
            id: "b",
            title: "Porto",
            href: "/b",
            image: { src: "/b.png", alt: "The lab in Porto" },
          },
        ]}
      />,
    );
    const alts = [...screen.container.querySelectorAll("img")].map((img) => img.alt);
    expect(alts).toEqual(["", "The lab in Porto"]);
    await expect.element(screen.getByRole("img", { name: "The lab in Porto" })).toBeVisible();
  });
});

import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { LanguageBanner } from "./LanguageBanner";

describe("LanguageBanner", () => {
  it("links to the page in the suggested language and can be closed", async () => {
    const onClose = vi.fn();
    const screen = await renderThemed(
      <LanguageBanner
        text="Diese Seite gibt es auch auf Deutsch."
        switchText="Auf Deutsch wechseln"
        href="/de"
        lang="de"
        closeLabel="Schließen"
        onClose={onClose}
      />,
    );
    await expect
      .element(screen.getByRole("link", { name: "Auf Deutsch wechseln" }))
      .toHaveAttribute("href", "/de");
    await screen.getByRole("button", { name: "Schließen" }).click();
    expect(onClose).toHaveBeenCalled();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

import { pageNotFoundMessage } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { PageNotFound } from "./PageNotFound";

describe("PageNotFound", () => {
  it("shows the domain's message and a home link", async () => {
    const text = pageNotFoundMessage("/en/nowhere");
    const screen = await renderThemed(
      <PageNotFound
        overline="404"
        title="Not found"
        text={text}
        homeLinkText="Home"
        homeHref="/en"
      />,
    );
    await expect.element(screen.getByText(text)).toBeVisible();
    await expect.element(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

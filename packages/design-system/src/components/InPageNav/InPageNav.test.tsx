import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { InPageNav } from "./InPageNav";

const items = [
  { id: "overview", title: "Overview" },
  { id: "specifications", title: "Specifications" },
  { id: "downloads", title: "Downloads" },
  { id: "related", title: "Related products" },
];

describe("InPageNav", () => {
  it("links to each section by its id, stays in view, and fits a 320 px phone", async () => {
    await page.viewport(320, 640);
    const screen = await renderThemed(
      <>
        <InPageNav label="On this page" items={items} />
        {items.map((item) => (
          <section key={item.id} id={item.id} style={{ height: 800 }}>
            <h2>{item.title}</h2>
          </section>
        ))}
      </>,
    );
    const nav = screen.getByRole("navigation", { name: "On this page" });
    await expect
      .element(nav.getByRole("link", { name: "Specifications" }))
      .toHaveAttribute("href", "#specifications");
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    // What following the link does (a click would change the test frame's address): the page
    // scrolls the section into view, honouring the scroll padding the bar sets.
    document.getElementById("downloads")?.scrollIntoView();
    // Sticky: the bar is still at the top, and the section starts below it.
    await expect.poll(() => nav.element().getBoundingClientRect().top).toBe(0);
    const heading = screen.getByRole("heading", { name: "Downloads" }).element();
    expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      nav.element().getBoundingClientRect().bottom - 1,
    );
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });

  it("shows nothing for fewer than two sections", async () => {
    const screen = await renderThemed(<InPageNav label="On this page" items={items.slice(0, 1)} />);
    expect(screen.container.querySelector("nav")).toBeNull();
  });
});

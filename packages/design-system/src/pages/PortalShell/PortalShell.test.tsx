import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { Tabs } from "../../components/Tabs/Tabs";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { PortalShell } from "./PortalShell";

describe("PortalShell", () => {
  it("marks the current page in its navigation and has one main landmark", async () => {
    const screen = await renderThemed(
      <PortalShell
        navigationLabel="Portal"
        title="Tickets"
        currentId="tickets"
        navigation={[
          { id: "home", title: "Dashboard", href: "/en/portal", icon: "home" },
          { id: "tickets", title: "Tickets", href: "/en/portal/tickets/list", icon: "mail" },
        ]}
      >
        <p>List</p>
      </PortalShell>,
    );
    await expect
      .element(screen.getByRole("link", { name: "Tickets" }))
      .toHaveAttribute("aria-current", "page");
    await expect.element(screen.getByRole("main")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("fills the window below the header on a short page, navigation included", async () => {
    await page.viewport(1440, 900);
    const screen = await renderThemed(
      <>
        <header style={{ height: 65 }}>Header</header>
        <PortalShell
          navigationLabel="Portal"
          title="Account"
          navigation={[{ id: "home", title: "Dashboard", href: "/en/portal", icon: "home" }]}
        >
          <p>Short</p>
        </PortalShell>
      </>,
    );
    const nav = screen.getByRole("navigation", { name: "Portal" }).element();
    const frame = nav.parentElement?.getBoundingClientRect();
    expect(frame?.bottom).toBeGreaterThanOrEqual(900);
    expect(nav.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(900);
    // The main area starts right below the header, not pushed down by the extra height.
    expect(screen.getByRole("main").element().getBoundingClientRect().top).toBeLessThan(70);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("draws no navigation for an area of one page, and the page takes the whole width", async () => {
    await page.viewport(1280, 800);
    const screen = await renderThemed(
      <PortalShell navigationLabel="Editor area" title="Pages" navigation={[]}>
        <p>List</p>
      </PortalShell>,
    );
    expect(screen.container.querySelector("nav")).toBeNull();
    const main = screen.getByRole("main").element().getBoundingClientRect();
    expect(main.left).toBe(screen.container.getBoundingClientRect().left);
    expect(main.width).toBeGreaterThan(1000);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });

  it("keeps a phone's page as wide as the screen when content is wider (tabs that scroll themselves)", async () => {
    await page.viewport(390, 800);
    const labels = [
      "Spare and wear parts",
      "Knowledge hub",
      "Software",
      "Parts finder",
      "Parts list",
      "Order parts",
    ];
    const screen = await renderThemed(
      <PortalShell navigationLabel="Portal" title="Alpha 530" navigation={[]}>
        <Tabs
          label="Sections"
          items={labels.map((label) => ({ id: label, label, content: <p>{label}</p> }))}
        />
      </PortalShell>,
    );
    const heading = screen.getByRole("heading", { name: "Alpha 530" }).element();
    expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const tabs = screen.getByRole("tablist").element();
    expect(tabs.scrollWidth).toBeGreaterThan(tabs.clientWidth);
    await page.viewport(1024, 768);
  });
});

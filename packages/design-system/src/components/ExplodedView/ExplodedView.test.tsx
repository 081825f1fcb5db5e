import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import {
  sampleDrawingPositions,
  sampleDrawingSize,
  sampleDrawingUrl,
} from "../../test/sampleDrawing";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot";
import { ExplodedView, type ExplodedViewLabels } from "./ExplodedView";

const labels: ExplodedViewLabels = {
  drawing: "Exploded view",
  positions: "Positions",
  position: (p) => `Position ${p.number}: ${p.label}`,
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  resetZoom: "Fit drawing",
  instructions: "Arrow keys move between positions.",
};

function Finder({ onSelect, initial }: { onSelect?: (n: number) => void; initial?: number }) {
  const [selected, setSelected] = useState<number | undefined>(initial);
  return (
    <div style={{ width: 800 }}>
      <button type="button">Before</button>
      <ExplodedView
        src={sampleDrawingUrl}
        {...sampleDrawingSize}
        positions={sampleDrawingPositions}
        labels={labels}
        selected={selected}
        onSelect={(n) => {
          setSelected(n);
          onSelect?.(n);
        }}
      />
      <button type="button">After</button>
    </div>
  );
}

/** A new positions array on every render, as `data.positions.map(...)` in a page gives. */
function Fresh() {
  return (
    <div style={{ width: 800 }}>
      <ExplodedView
        src={sampleDrawingUrl}
        {...sampleDrawingSize}
        positions={sampleDrawingPositions.map((p) => ({ ...p }))}
        labels={labels}
        selected={5}
      />
    </div>
  );
}

const zoomOf = (element: Element) =>
  Number(element.querySelector("[data-zoom]")!.getAttribute("data-zoom"));
const viewportOf = (element: Element) => element.querySelector<HTMLElement>("[data-zoom]")!;
const stageOf = (element: Element) => viewportOf(element).firstElementChild as HTMLElement;

function pointer(
  target: Element,
  type: string,
  init: { id: number; x: number; y: number; kind?: string },
) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: init.id,
      pointerType: init.kind ?? "mouse",
      isPrimary: init.id === 1,
      button: 0,
      buttons: type === "pointerup" ? 0 : 1,
      clientX: init.x,
      clientY: init.y,
    }),
  );
}

describe("ExplodedView", () => {
  it("is one tab stop whose arrow keys move between positions in number order", async () => {
    const onSelect = vi.fn();
    const screen = await renderThemed(<Finder onSelect={onSelect} />);
    const position = (name: string) => screen.getByRole("button", { name });

    await screen.getByRole("button", { name: "Before" }).click();
    await userEvent.tab();
    await expect.element(position("Position 1: Base plate")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(position("Position 2: Clamping lever")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(position("Position 3: Guide rail")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowUp}");
    await expect.element(position("Position 1: Base plate")).toHaveFocus();
    // Wraps round, and Home and End go to the ends.
    await userEvent.keyboard("{ArrowLeft}");
    await expect.element(position("Position 12: Hose clamp")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect.element(position("Position 1: Base plate")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect.element(position("Position 12: Hose clamp")).toHaveFocus();

    // Moving to 7 and pressing Enter selects it; Space selects too.
    await userEvent.keyboard("{Home}");
    for (let i = 1; i < 7; i++) await userEvent.keyboard("{ArrowRight}");
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith(7);
    await expect
      .element(position("Position 7: Crimp applicator"))
      .toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{ArrowRight} ");
    expect(onSelect).toHaveBeenLastCalledWith(8);

    // Only one position is in the tab order: Tab leaves the group for the zoom buttons.
    const tabbable = screen.container.querySelectorAll('[data-number][tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    await userEvent.tab();
    await expect.element(screen.getByRole("button", { name: "Zoom out" })).toHaveFocus();

    await expect
      .element(screen.getByRole("group", { name: "Positions" }))
      .toHaveAccessibleDescription("Arrow keys move between positions.");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("comes back to the selected position when tabbed into", async () => {
    const screen = await renderThemed(<Finder initial={5} />);
    await screen.getByRole("button", { name: "Before" }).click();
    await userEvent.tab();
    await expect
      .element(screen.getByRole("button", { name: "Position 5: Cable guide" }))
      .toHaveFocus();
  });

  it("keeps the roving position when the caller re-renders with new, equal positions", async () => {
    const screen = await renderThemed(<Fresh />);
    await screen.getByRole("button", { name: "Position 5: Cable guide" }).click();
    await userEvent.keyboard("{ArrowRight}");
    const six = screen.getByRole("button", { name: "Position 6: Feed roller" });
    await expect.element(six).toHaveFocus();
    await screen.rerender(
      <ThemeRoot theme="Default">
        <Fresh />
      </ThemeRoot>,
    );
    await expect.element(six).toHaveAttribute("tabindex", "0");
    await expect.element(six).toHaveFocus();
  });

  it("selects a position on click", async () => {
    const onSelect = vi.fn();
    const screen = await renderThemed(<Finder onSelect={onSelect} />);
    await screen.getByRole("button", { name: "Position 4: Cover" }).click();
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it("zooms with the buttons within its limits, and fits again", async () => {
    const screen = await renderThemed(<Finder />);
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    const zoomOut = screen.getByRole("button", { name: "Zoom out" });
    const fit = screen.getByRole("button", { name: "Fit drawing" });

    await expect.element(zoomOut).toHaveAttribute("aria-disabled", "true");
    await expect.element(fit).toHaveAttribute("aria-disabled", "true");
    // Disabled buttons stay focusable (aria-disabled) and do nothing.
    (zoomOut.element() as HTMLElement).click();
    expect(zoomOf(screen.container)).toBe(1);

    await zoomIn.click();
    expect(zoomOf(screen.container)).toBe(1.5);
    await expect.element(zoomOut).not.toHaveAttribute("aria-disabled");
    for (let i = 0; i < 4; i++) await zoomIn.click();
    expect(zoomOf(screen.container)).toBe(6);
    await expect.element(zoomIn).toHaveAttribute("aria-disabled", "true");
    (zoomIn.element() as HTMLElement).click();
    expect(zoomOf(screen.container)).toBe(6);

    await fit.click();
    expect(zoomOf(screen.container)).toBe(1);
    expect(stageOf(screen.container).style.transform).toBe("translate(0%, 0%) scale(1)");
  });

  it("zooms around the pointer with the wheel and lets the page scroll at the limit", async () => {
    const screen = await renderThemed(<Finder />);
    const viewport = viewportOf(screen.container);
    const rect = viewport.getBoundingClientRect();

    // Zooming out at 1× is left to the page (not cancelled).
    const out = new WheelEvent("wheel", {
      deltaY: 100,
      clientX: rect.left + 10,
      clientY: rect.top + 10,
      bubbles: true,
      cancelable: true,
    });
    viewport.dispatchEvent(out);
    expect(out.defaultPrevented).toBe(false);

    const zoomInAtTopLeft = new WheelEvent("wheel", {
      deltaY: -300,
      clientX: rect.left,
      clientY: rect.top,
      bubbles: true,
      cancelable: true,
    });
    viewport.dispatchEvent(zoomInAtTopLeft);
    expect(zoomInAtTopLeft.defaultPrevented).toBe(true);
    await expect.poll(() => zoomOf(screen.container)).toBeGreaterThan(1.5);
    // The point under the pointer (the top left corner) stays put.
    expect(stageOf(screen.container).style.transform).toMatch(/^translate\(0%, 0%\)/);
  });

  it("pans by dragging once zoomed, and a drag ending on a position does not select it", async () => {
    const onSelect = vi.fn();
    const screen = await renderThemed(<Finder onSelect={onSelect} />);
    await screen.getByRole("button", { name: "Zoom in" }).click();
    await screen.getByRole("button", { name: "Zoom in" }).click();
    const stage = stageOf(screen.container);
    await expect.poll(() => stage.style.transform).toMatch(/^translate\(-/);
    const before = stage.style.transform;

    const marker = screen.getByRole("button", { name: "Position 7: Crimp applicator" }).element();
    const box = marker.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    pointer(marker, "pointerdown", { id: 1, x, y });
    pointer(marker, "pointermove", { id: 1, x: x - 40, y: y - 30 });
    pointer(marker, "pointermove", { id: 1, x: x - 80, y: y - 60 });
    pointer(marker, "pointerup", { id: 1, x: x - 80, y: y - 60 });
    marker.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));

    await expect.poll(() => stage.style.transform).not.toBe(before);
    expect(onSelect).not.toHaveBeenCalled();

    // A plain press still selects.
    await screen.getByRole("button", { name: "Position 7: Crimp applicator" }).click();
    expect(onSelect).toHaveBeenCalledWith(7);
  });

  it("zooms with a two-finger pinch", async () => {
    const screen = await renderThemed(<Finder />);
    const viewport = viewportOf(screen.container);
    const rect = viewport.getBoundingClientRect();
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;

    pointer(viewport, "pointerdown", { id: 11, x: cx - 50, y: cy, kind: "touch" });
    pointer(viewport, "pointerdown", { id: 12, x: cx + 50, y: cy, kind: "touch" });
    pointer(viewport, "pointermove", { id: 11, x: cx - 100, y: cy, kind: "touch" });
    pointer(viewport, "pointermove", { id: 12, x: cx + 100, y: cy, kind: "touch" });
    pointer(viewport, "pointerup", { id: 11, x: cx - 100, y: cy, kind: "touch" });
    pointer(viewport, "pointerup", { id: 12, x: cx + 100, y: cy, kind: "touch" });

    // Fingers twice as far apart: 2×, and the point between them stays in the centre.
    await expect.poll(() => zoomOf(screen.container)).toBe(2);
    const [x, y] = [...stageOf(screen.container).style.transform.matchAll(/-?[\d.]+(?=%)/g)].map(
      (match) => Number(match[0]),
    );
    expect(x).toBeCloseTo(-50);
    expect(y).toBeCloseTo(-50);
    expect(viewport).toHaveAttribute("data-zoomed");
  });

  it("brings a position into view when the keyboard moves to it while zoomed", async () => {
    const screen = await renderThemed(<Finder />);
    for (let i = 0; i < 4; i++) await screen.getByRole("button", { name: "Zoom in" }).click();
    // Zoomed in on the centre: position 12 (bottom left corner) is out of view.
    await screen.getByRole("button", { name: "Before" }).click();
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    const marker = screen.getByRole("button", { name: "Position 12: Hose clamp" }).element();
    const viewport = viewportOf(screen.container).getBoundingClientRect();
    await expect
      .poll(() => {
        const box = marker.getBoundingClientRect();
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        return (
          cx > viewport.left && cx < viewport.right && cy > viewport.top && cy < viewport.bottom
        );
      })
      .toBe(true);
  });
});

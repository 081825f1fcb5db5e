"use client";

import { assignInlineVars } from "@vanilla-extract/dynamic";
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useImageContext } from "../../modules/Image/ImageProvider";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { IconButton } from "../IconButton/IconButton";
import * as styles from "./ExplodedView.css";

/** One numbered position on the drawing. */
export interface ExplodedViewPosition {
  /** The number printed at the position; the keyboard visits positions in number order. */
  number: number;
  /** The marker's centre, in the drawing's viewBox units. */
  x: number;
  y: number;
  /** The part at this position, e.g. "Crimp applicator" (translated). */
  label: string;
}

/** The texts of an ExplodedView, translated by the app. */
export interface ExplodedViewLabels {
  /** Names the drawing, e.g. "Exploded view: TruCrimp 500". */
  drawing: string;
  /** Names the group of positions, e.g. "Positions". */
  positions: string;
  /** A position's accessible name, e.g. `(p) => \`Position ${p.number}: ${p.label}\``. */
  position: (position: ExplodedViewPosition) => string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  /** A hint read with the positions, e.g. "Arrow keys move between positions, Enter opens one." */
  instructions?: string;
}

export interface ExplodedViewProps {
  /** The drawing's URL (SVG or raster), shown as an image as it is: no loader renditions. */
  src?: string;
  /**
   * Inline SVG markup, already sanitised by the caller, used when there is no
   * `src`. It is shown as an image (a data URL), so nothing in it runs or links.
   */
  svgMarkup?: string;
  /** The drawing's viewBox width; positions are given in these units. */
  width: number;
  /** The drawing's viewBox height. */
  height: number;
  positions: readonly ExplodedViewPosition[];
  /** The number of the selected position, highlighted on the drawing. */
  selected?: number | null;
  /** Called with a position's number when it is clicked, tapped, or chosen with Enter or Space. */
  onSelect?: (number: number) => void;
  labels: ExplodedViewLabels;
  /** The largest zoom factor. @default 6 */
  maxZoom?: number;
  className?: string;
}

/** Zoom factor and offset of the drawing; `x` and `y` are fractions of the viewport (≤ 0). */
interface View {
  zoom: number;
  x: number;
  y: number;
}

const fitted: View = { zoom: 1, x: 0, y: 0 };
/** Zoom factor of one press of the zoom buttons. */
const buttonStep = 1.5;
/** Pixels a pointer must travel before a press becomes a drag (and no longer selects). */
const dragThreshold = 4;
/** Fraction of the viewport kept clear at its edges when a position is brought into view. */
const revealMargin = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the zoom within its range and the drawing covering the whole viewport. */
function clampView(view: View, maxZoom: number): View {
  // Wheel and pinch steps multiply; snap the float noise back to exactly 1×.
  const zoom = view.zoom < 1.001 ? 1 : Math.min(maxZoom, view.zoom);
  return { zoom, x: clamp(view.x, 1 - zoom, 0), y: clamp(view.y, 1 - zoom, 0) };
}

/**
 * Zooms by `factor` keeping the drawing point under `from` (viewport
 * fractions) under `to`: the wheel and buttons zoom in place, a pinch also pans.
 */
function zoomAround(
  view: View,
  factor: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
  maxZoom: number,
): View {
  const zoom = clamp(view.zoom * factor, 1, maxZoom);
  const ratio = zoom / view.zoom;
  return clampView(
    { zoom, x: to.x - (from.x - view.x) * ratio, y: to.y - (from.y - view.y) * ratio },
    maxZoom,
  );
}

const centre = { x: 0.5, y: 0.5 };

/**
 * The parts finder's exploded-view drawing with its numbered positions.
 * Positions are buttons over the drawing and one tab stop: arrow keys move
 * between them in number order (Home and End go to the first and last),
 * Enter or Space selects. The drawing zooms with the wheel, a pinch or the
 * zoom buttons and pans by dragging; markers keep their size at every zoom.
 * Animated steps (buttons, bringing a focused position into view) respect
 * `prefers-reduced-motion`.
 */
export function ExplodedView({
  src,
  svgMarkup,
  width,
  height,
  positions,
  selected,
  onSelect,
  labels,
  maxZoom = 6,
  className,
}: ExplodedViewProps) {
  const { component: Img } = useImageContext();
  const instructionsId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const [view, setView] = useState(fitted);
  const [animated, setAnimated] = useState(false);
  const viewRef = useRef(view);
  const update = useCallback((next: View, animate: boolean) => {
    viewRef.current = next;
    setView(next);
    setAnimated(animate);
  }, []);

  const sorted = useMemo(() => [...positions].sort((a, b) => a.number - b.number), [positions]);
  const [active, setActive] = useState<number | null>(null);
  // The one position in the tab order: the last focused, else the selected, else the first.
  const tabbable =
    sorted.find((p) => p.number === active)?.number ??
    sorted.find((p) => p.number === selected)?.number ??
    sorted[0]?.number;

  /** Pans (animated) so a position off the visible part of a zoomed drawing comes into view. */
  const reveal = useCallback(
    (number: number) => {
      const position = sorted.find((p) => p.number === number);
      const current = viewRef.current;
      if (!position || current.zoom === 1) return;
      const px = position.x / width;
      const py = position.y / height;
      const vx = current.x + current.zoom * px;
      const vy = current.y + current.zoom * py;
      const inside = (v: number) => v >= revealMargin && v <= 1 - revealMargin;
      if (inside(vx) && inside(vy)) return;
      update(
        clampView(
          { zoom: current.zoom, x: 0.5 - current.zoom * px, y: 0.5 - current.zoom * py },
          maxZoom,
        ),
        true,
      );
    },
    [sorted, width, height, maxZoom, update],
  );

  // Read by the effects below without re-running them when a caller passes new
  // (equal) positions on every render, which would pull focus and view back.
  const revealRef = useRef(reveal);
  revealRef.current = reveal;

  // A selection made elsewhere (the parts list) shows on the drawing.
  useEffect(() => {
    if (selected === null || selected === undefined) return;
    setActive(selected);
    revealRef.current(selected);
  }, [selected]);

  // Another drawing starts fitted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawing's identity is the trigger
  useEffect(() => {
    update(fitted, false);
  }, [src, svgMarkup, width, height, update]);

  const zoomBy = (factor: number) =>
    update(zoomAround(viewRef.current, factor, centre, centre, maxZoom), true);

  // React's wheel listener is passive, so it could not keep the page from scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      const rect = viewport.getBoundingClientRect();
      const unit = event.deltaMode === 1 ? 0.05 : event.deltaMode === 2 ? 1 : 0.002;
      const point = {
        x: (event.clientX - rect.left) / rect.width,
        y: (event.clientY - rect.top) / rect.height,
      };
      const current = viewRef.current;
      const next = zoomAround(current, Math.exp(-event.deltaY * unit), point, point, maxZoom);
      // At a zoom limit the wheel scrolls the page as usual.
      if (next.zoom === current.zoom) return;
      event.preventDefault();
      update(next, false);
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  }, [maxZoom, update]);

  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ startX: 0, startY: 0, moved: false });
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse") {
      if (event.button !== 0) return;
      // A mouse released outside the viewport never reported it; it has one pointer anyway.
      pointers.current.clear();
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      gesture.current = { startX: event.clientX, startY: event.clientY, moved: false };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    const viewport = viewportRef.current;
    if (!previous || !viewport) return;
    const point = { x: event.clientX, y: event.clientY };
    const rect = viewport.getBoundingClientRect();
    const current = viewRef.current;

    if (pointers.current.size === 1) {
      if (!gesture.current.moved) {
        const travelled = Math.hypot(
          point.x - gesture.current.startX,
          point.y - gesture.current.startY,
        );
        if (travelled < dragThreshold) return;
        gesture.current.moved = true;
        setDragging(true);
        // Captured only now: a capture from the start would send the click of
        // a plain press to the viewport instead of the position's button.
        try {
          viewport.setPointerCapture(event.pointerId);
        } catch {
          // A synthetic or already released pointer can't be captured; the drag still works.
        }
      }
      pointers.current.set(event.pointerId, point);
      update(
        clampView(
          {
            zoom: current.zoom,
            x: current.x + (point.x - previous.x) / rect.width,
            y: current.y + (point.y - previous.y) / rect.height,
          },
          maxZoom,
        ),
        false,
      );
      return;
    }

    // Two fingers: zoom by the change of their distance around their midpoint, which also pans.
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const other = others[0]?.[1];
    if (!other) return;
    pointers.current.set(event.pointerId, point);
    gesture.current.moved = true;
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(point.x - other.x, point.y - other.y);
    if (before === 0) return;
    const relative = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
      x: ((a.x + b.x) / 2 - rect.left) / rect.width,
      y: ((a.y + b.y) / 2 - rect.top) / rect.height,
    });
    update(
      zoomAround(
        current,
        after / before,
        relative(previous, other),
        relative(point, other),
        maxZoom,
      ),
      false,
    );
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) setDragging(false);
  };

  // A drag that ends over a position must not select it. Keyboard clicks (detail 0) always pass.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.detail > 0 && gesture.current.moved) {
      event.preventDefault();
      event.stopPropagation();
    }
    gesture.current.moved = false;
  };

  const focusPosition = (number: number) => {
    setActive(number);
    buttons.current.get(number)?.focus({ preventScroll: true });
  };

  const onPositionsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const number = Number((event.target as HTMLElement).dataset.number);
    const index = sorted.findIndex((p) => p.number === number);
    const last = sorted.length - 1;
    let next: number | undefined;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = index >= last ? 0 : index + 1;
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = index <= 0 ? last : index - 1;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = last;
        break;
      case "+":
      case "=":
        zoomBy(buttonStep);
        break;
      case "-":
        zoomBy(1 / buttonStep);
        break;
      case "0":
        update(fitted, true);
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = next === undefined ? undefined : sorted[next];
    if (target) focusPosition(target.number);
  };

  const image = src ?? (svgMarkup ? `data:image/svg+xml,${encodeURIComponent(svgMarkup)}` : "");
  const zoomed = view.zoom > 1;
  const canZoomIn = view.zoom < maxZoom;

  return (
    <figure className={cx(styles.root, className)} aria-label={labels.drawing}>
      <div
        ref={viewportRef}
        className={styles.viewport}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-zoomed={zoomed || undefined}
        data-dragging={dragging || undefined}
        data-zoom={view.zoom.toFixed(2)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={onClickCapture}
      >
        <div
          className={styles.stage}
          data-animated={animated || undefined}
          style={{
            transform: `translate(${view.x * 100}%, ${view.y * 100}%) scale(${view.zoom})`,
            ...assignInlineVars({ [styles.zoom]: String(view.zoom) }),
          }}
        >
          {image ? (
            <Img
              src={image}
              alt=""
              width={width}
              height={height}
              draggable={false}
              decoding="async"
              className={styles.drawing}
            />
          ) : null}
          {/* biome-ignore lint/a11y/useSemanticElements: buttons laid over a drawing, not a form's fields */}
          <div
            role="group"
            aria-label={labels.positions}
            aria-describedby={labels.instructions ? instructionsId : undefined}
            className={styles.positions}
            onKeyDown={onPositionsKeyDown}
          >
            {sorted.map((position) => (
              <button
                key={position.number}
                ref={(element) => {
                  if (element) buttons.current.set(position.number, element);
                  else buttons.current.delete(position.number);
                }}
                type="button"
                className={styles.marker}
                style={{
                  left: `${(position.x / width) * 100}%`,
                  top: `${(position.y / height) * 100}%`,
                }}
                data-number={position.number}
                aria-label={labels.position(position)}
                aria-pressed={position.number === selected}
                tabIndex={position.number === tabbable ? 0 : -1}
                onFocus={(event) => {
                  setActive(position.number);
                  // Keyboard focus only: panning under a pressed pointer would move
                  // the marker away before the press ends, and the click would miss it.
                  if (event.currentTarget.matches(":focus-visible")) reveal(position.number);
                }}
                onClick={() => onSelect?.(position.number)}
              >
                {position.number}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.controls}>
          <IconButton
            icon="zoomOut"
            label={labels.zoomOut}
            size="small"
            aria-disabled={!zoomed || undefined}
            onPress={() => zoomed && zoomBy(1 / buttonStep)}
          />
          <IconButton
            icon="zoomIn"
            label={labels.zoomIn}
            size="small"
            aria-disabled={!canZoomIn || undefined}
            onPress={() => canZoomIn && zoomBy(buttonStep)}
          />
          <IconButton
            icon="fit"
            label={labels.resetZoom}
            size="small"
            aria-disabled={!zoomed || undefined}
            onPress={() => zoomed && update(fitted, true)}
          />
        </div>
      </div>
      {labels.instructions ? (
        <span id={instructionsId} className={visuallyHidden}>
          {labels.instructions}
        </span>
      ) : null}
    </figure>
  );
}

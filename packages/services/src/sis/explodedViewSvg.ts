import { escapeHtml } from "@wire/domain";
import { partCentre, partShape } from "../seed/sis/parts";

/** One numbered position of a drawing: its marker point and the part drawn for it. */
export interface DrawnPosition {
  position: number;
  x: number;
  y: number;
  partName: string;
}

const INK = "#1d2b3a";
const FILL = "#e8eef4";

/** A part's outline at its centre, by the shape of its category. */
function shape(kind: ReturnType<typeof partShape>, cx: number, cy: number): string {
  switch (kind) {
    case "roller":
      return `<ellipse cx="${cx}" cy="${cy}" rx="34" ry="34"/><ellipse cx="${cx}" cy="${cy}" rx="9" ry="9"/>`;
    case "ring":
      return `<circle cx="${cx}" cy="${cy}" r="26"/><circle cx="${cx}" cy="${cy}" r="14" fill="#fff"/>`;
    case "blade":
      return `<path d="M${cx - 40} ${cy + 18} L${cx + 36} ${cy - 22} L${cx + 40} ${cy - 10} L${cx - 30} ${cy + 26} Z"/>`;
    case "tube":
      return `<rect x="${cx - 44}" y="${cy - 10}" width="88" height="20" rx="10"/>`;
    default:
      return `<rect x="${cx - 34}" y="${cy - 26}" width="68" height="52" rx="4"/><path d="M${cx - 34} ${cy - 10} H${cx + 34}"/>`;
  }
}

/**
 * The exploded-view drawing of a machine model as SVG: the housing, each position's part, a
 * leader line and a numbered marker at the position's point (`x`/`y` in the viewBox). Markers
 * carry `id="pos-{n}"` and `data-position`, so a page can find, style or overlay them; a page
 * that puts its own controls on the positions asks for the drawing without them.
 *
 * @example
 * explodedViewSvg({ title: "Alpha 530", width: 1200, height: 900 }, positions);
 */
export function explodedViewSvg(
  view: { title: string; width: number; height: number },
  positions: readonly DrawnPosition[],
  options: { markers?: boolean } = {},
): string {
  const count = positions.reduce((max, p) => Math.max(max, p.position), 0);
  const parts = positions
    .map((p) => {
      const { cx, cy } = partCentre(p.position, count);
      return `<g class="part">${shape(partShape(p.partName), cx, cy)}<line x1="${cx + 14}" y1="${cy - 16}" x2="${p.x}" y2="${p.y}" stroke-width="1.2"/></g>`;
    })
    .join("");
  const markers = (options.markers === false ? [] : positions)
    .map(
      (p) =>
        `<g class="position" id="pos-${p.position}" data-position="${p.position}"><title>${p.position}: ${escapeHtml(p.partName)}</title><circle cx="${p.x}" cy="${p.y}" r="18" fill="#fff" stroke="${INK}" stroke-width="2"/><text x="${p.x}" y="${p.y}" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="${INK}" stroke="none">${p.position}</text></g>`,
    )
    .join("");
  const { width, height } = view;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(view.title)}"><title>${escapeHtml(view.title)}</title><rect width="${width}" height="${height}" fill="#fff"/><g fill="none" stroke="#b8c4d0" stroke-dasharray="6 6" stroke-width="1"><path d="M60 ${height / 2} H${width - 60}"/><path d="M${width / 2} 60 V${height - 60}"/></g><rect x="${width / 2 - 130}" y="${height / 2 - 70}" width="260" height="140" rx="12" fill="none" stroke="#8a9aab" stroke-width="2"/><g fill="${FILL}" stroke="${INK}" stroke-width="2">${parts}</g><g>${markers}</g></svg>`;
}

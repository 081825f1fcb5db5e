/**
 * A made-up exploded-view drawing for stories and tests: line art of a
 * crimping unit as inline SVG (no text, no network), with the positions that
 * point at its parts. Same pixels on every run, so screenshots stay stable.
 */

/** The drawing's viewBox. */
export const sampleDrawingSize = { width: 800, height: 500 } as const;

/** Numbered positions on the drawing and the part each shows (given out of order on purpose). */
export const sampleDrawingPositions = [
  { number: 3, x: 420, y: 110, label: "Guide rail" },
  { number: 1, x: 120, y: 90, label: "Base plate" },
  { number: 2, x: 250, y: 170, label: "Clamping lever" },
  { number: 4, x: 560, y: 80, label: "Cover" },
  { number: 5, x: 690, y: 150, label: "Cable guide" },
  { number: 6, x: 160, y: 320, label: "Feed roller" },
  { number: 7, x: 330, y: 300, label: "Crimp applicator" },
  { number: 8, x: 480, y: 330, label: "Cutting blade" },
  { number: 9, x: 620, y: 290, label: "Sensor bracket" },
  { number: 10, x: 720, y: 420, label: "Hex screw M6" },
  { number: 11, x: 420, y: 450, label: "Spring washer" },
  { number: 12, x: 90, y: 440, label: "Hose clamp" },
] as const;

const parts = [
  '<rect x="60" y="120" width="160" height="90" rx="6"/>',
  '<rect x="230" y="200" width="120" height="60" rx="4"/>',
  '<path d="M300 140h250v30H300z"/>',
  '<path d="M500 40h120l20 50H480z"/>',
  '<circle cx="660" cy="200" r="38"/><circle cx="660" cy="200" r="14"/>',
  '<circle cx="190" cy="360" r="36"/><circle cx="190" cy="360" r="10"/>',
  '<path d="M300 330h70l20 60h-110z"/>',
  '<path d="M450 360h70l-35 60z"/>',
  '<rect x="580" y="320" width="70" height="40" rx="4"/>',
  '<path d="M700 440v40M690 440h20"/>',
  '<circle cx="430" cy="470" r="12"/>',
  '<circle cx="110" cy="460" r="16"/>',
].join("");

const leaders = sampleDrawingPositions
  .map((position, index) => {
    const dx = index % 2 === 0 ? 24 : -24;
    return `<path d="M${position.x} ${position.y}l${dx} 24"/>`;
  })
  .join("");

/** The drawing's SVG markup: what a caller would pass after sanitising it. */
export const sampleDrawingMarkup = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="#fff"/><g fill="none" stroke="#3c4650" stroke-width="2" stroke-linejoin="round">${parts}</g><g fill="none" stroke="#8a949e" stroke-width="1" stroke-dasharray="4 3">${leaders}</g></svg>`;

/** The same drawing as a URL, as the SIS serves drawings. */
export const sampleDrawingUrl = `data:image/svg+xml,${encodeURIComponent(sampleDrawingMarkup)}`;

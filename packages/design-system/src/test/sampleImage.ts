/**
 * An inline SVG picture for stories and tests: no network, same pixels on
 * every run, so screenshots stay stable.
 */
export function sampleImage(label = "Machine", hue = 210, width = 1200, height = 675): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,35%)"/><stop offset="1" stop-color="hsl(${hue + 40},45%,60%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${width * 0.3}" y="${height * 0.35}" width="${width * 0.4}" height="${height * 0.3}" rx="12" fill="rgba(255,255,255,0.35)"/><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 10)}" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image loader for stories: returns the source untouched (data URIs can't take a query). */
export const identityLoader = (src: string) => src;

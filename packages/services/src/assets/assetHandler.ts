import type { IncomingMessage, ServerResponse } from "node:http";
import { deflateSync } from "node:zlib";

/** Where the content service's seed images are served. */
export const ASSETS_PATH = "/assets";

/** Largest generated image edge, so a query cannot make the process draw huge pictures. */
const MAX_EDGE = 2400;

/** Colour pairs of the generated pictures: the group's blues, copper and steel. */
const PALETTES: [number[], number[]][] = [
  [
    [0, 61, 120],
    [0, 140, 200],
  ],
  [
    [32, 44, 57],
    [98, 118, 138],
  ],
  [
    [140, 74, 34],
    [214, 140, 72],
  ],
  [
    [0, 92, 86],
    [76, 170, 150],
  ],
  [
    [58, 48, 110],
    [122, 108, 196],
  ],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A diagonal-gradient PNG named by `name`: the same name always gives the
 * same colours, so seed pictures stay recognisable and cost no disk space.
 */
export function gradientPng(name: string, width: number, height: number): Buffer {
  const [from, to] = PALETTES[hash(name) % PALETTES.length]!;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const f = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) {
        raw[row + 1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * f);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A word-mark SVG (brand logos): the name in white on the name's colour. */
export function wordMarkSvg(name: string, width: number, height: number): string {
  const [from] = PALETTES[hash(name) % PALETTES.length]!;
  const label = name
    .replace(/[-_]+/g, " ")
    .replace(/[<>&"]/g, "")
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="rgb(${from!.join(",")})"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${Math.round(height * 0.42)}" fill="#fff" letter-spacing="2">${label}</text></svg>`;
}

/** Pictures drawn most recently, so each rendition is drawn once, as an image CDN would. */
const MAX_DRAWN = 300;
const drawnPictures = new Map<string, Buffer | string>();

/**
 * A picture by its key, drawn on first request. Drawing a large PNG costs tens of milliseconds
 * on the services' one thread; undrawn, a page's images queued behind each other there and
 * the first (its largest paint) arrived last (`pnpm bench pages`).
 */
function drawn(key: string, draw: () => Buffer | string): Buffer | string {
  let picture = drawnPictures.get(key);
  if (picture === undefined) {
    picture = draw();
    if (drawnPictures.size >= MAX_DRAWN) {
      drawnPictures.delete(drawnPictures.keys().next().value as string);
    }
  } else {
    drawnPictures.delete(key);
  }
  drawnPictures.set(key, picture);
  return picture;
}

function edge(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_EDGE) : fallback;
}

/**
 * Serves `/assets/images/{name}.png` and `/assets/logos/{name}.svg`, drawn on
 * request; `w` and `h` (as `imageUrl` appends them) set the size.
 */
export function createAssetHandler() {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://assets.local");
    const match = /^\/assets\/(images|logos)\/([a-z0-9-]+)\.(png|svg)$/.exec(url.pathname);
    if (!match || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "not_found" }));
      return;
    }
    const [, , name, extension] = match as unknown as [string, string, string, string];
    const width = edge(url.searchParams.get("w"), extension === "svg" ? 304 : 1200);
    const height = edge(
      url.searchParams.get("h"),
      extension === "svg" ? 52 : Math.round((width * 9) / 16),
    );
    const body = drawn(`${name}.${extension}@${width}x${height}`, () =>
      extension === "png" ? gradientPng(name, width, height) : wordMarkSvg(name, width, height),
    );
    res.writeHead(200, {
      "content-type": extension === "png" ? "image/png" : "image/svg+xml",
      "content-length": Buffer.byteLength(body),
      "cache-control": "public, max-age=86400",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/** How a video URL plays: a file in `<video>`, anything else (YouTube, Vimeo) as an embed. */
export function videoKind(url: string): "file" | "embed" {
  return /\.(mp4|webm|ogg)(\?|$)/i.test(url) ? "file" : "embed";
}

/**
 * The player address of a video: YouTube's privacy-enhanced player and
 * Vimeo's player, the only frames the CSP allows (issue 20); a file or any
 * other address unchanged (the CSP refuses to frame it).
 *
 * @example videoSource("https://www.youtube.com/watch?v=abc") // "https://www.youtube-nocookie.com/embed/abc"
 */
export function videoSource(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, "");
  const id = (value: string | null | undefined) =>
    value && /^[\w-]+$/.test(value) ? encodeURIComponent(value) : null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const v =
      parsed.pathname === "/watch"
        ? id(parsed.searchParams.get("v"))
        : id(/^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1]);
    if (v) return `https://www.youtube-nocookie.com/embed/${v}`;
  }
  if (host === "youtu.be") {
    const v = id(parsed.pathname.slice(1));
    if (v) return `https://www.youtube-nocookie.com/embed/${v}`;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const v = id(/^\/(?:video\/)?(\d+)/.exec(parsed.pathname)?.[1]);
    if (v) return `https://player.vimeo.com/video/${v}`;
  }
  return url;
}

/** How a video URL plays: a file in `<video>`, anything else (YouTube, Vimeo) as an embed. */
export function videoKind(url: string): "file" | "embed" {
  return /\.(mp4|webm|ogg)(\?|$)/i.test(url) ? "file" : "embed";
}

import { servicesFetch } from "../../../data/services";
import { requestLogger } from "../../../http/logger";
import { unsafeForwardedValue, unsafeValueResponse } from "../../../http/unsafeForwardedValue";

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;
const LOCALE = /^[a-zA-Z]{2}(?:[-_][a-zA-Z]{2})?$/;
const TIMEOUT_MS = 10_000;

/** Headers of the services' answer that describe the file. */
const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "content-language",
  "cache-control",
];

function notFound(slug: string) {
  return new Response(`File not found: ${slug}`, {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * `GET /file/{slug}` (spec section 2): a whitepaper or product download from the services.
 * `l={locale}` selects the language (English otherwise); `dl=true` answers with
 * `Content-Disposition: attachment`. A missing file answers 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const query = new URL(request.url).searchParams;
  const l = query.get("l");
  // A path or host smuggled into the name or language is refused outright (issue 20).
  for (const [name, value] of [
    ["slug", slug],
    ["l", l ?? ""],
  ] as const) {
    const reason = unsafeForwardedValue(value);
    if (reason) return unsafeValueResponse(name, reason);
  }
  if (!SLUG.test(slug)) return notFound(slug);
  const upstreamQuery = new URLSearchParams();
  if (l && LOCALE.test(l)) upstreamQuery.set("l", l);
  if (query.get("dl") === "true") upstreamQuery.set("dl", "true");
  const search = upstreamQuery.size ? `?${upstreamQuery}` : "";
  let upstream: Response;
  try {
    upstream = await servicesFetch(`/files/${slug}${search}`, { timeoutMs: TIMEOUT_MS });
  } catch (error) {
    requestLogger(request).error(`[file] ${slug}: ${(error as Error).message}`);
    return new Response("The file service is not available", { status: 502 });
  }
  if (upstream.status === 404) return notFound(slug);
  if (!upstream.ok) {
    requestLogger(request).error(`[file] ${slug}: services answered ${upstream.status}`);
    return new Response("The file service is not available", { status: 502 });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  // The services decide the disposition from dl; say it here too, so it holds whatever they send.
  if (query.get("dl") === "true") {
    const disposition = headers.get("content-disposition") ?? `attachment; filename="${slug}"`;
    headers.set("content-disposition", disposition.replace(/^inline/, "attachment"));
  }
  return new Response(upstream.body, { status: 200, headers });
}

import { request as httpRequest } from "node:http";

/** Raw HTTP for the malformed-request tests (issue 41): any method, any body, no browser. */

/** Whatever betrays the server's insides: SQL, a stack frame, a source path. */
export const INTERNALS =
  /insert into|select .* from|params:|\n\s+at |\.(ts|js):\d+|node_modules|\/work\//i;

/** One raw HTTP request (any method, TRACE included: `fetch` refuses it). */
export function send(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer: ${method} ${url}`)));
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Every page of every site, from the sitemaps (paths only: they are served at this address). */
export async function sitePages(baseURL: string): Promise<string[]> {
  const index = (await send(`${baseURL}/sitemap.xml`, "GET")).body;
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = new Set<string>();
  for (const sitemap of sitemaps) {
    const xml = (await send(`${baseURL}${sitemap}`, "GET")).body;
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.add(new URL(loc!).pathname);
  }
  return [...pages];
}

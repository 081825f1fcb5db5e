import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineStylesheets, stylesheetLoader, withoutStylePreloads } from "./inlineStylesheets";

const link = (href: string, extra = "") =>
  `<link rel="stylesheet" href="${href}" data-precedence="next"${extra}/>`;
const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>T</title></head>` +
  `<body><script>self.__next_f.push([1,"${link("/_next/static/chunks/a.css").replaceAll('"', '\\"')}"])</script></body></html>`;

const sheets: Record<string, string> = {
  "/_next/static/chunks/a.css": ".a{color:red}",
  "/_next/static/chunks/b.css": ".b{background:url(../media/b.png)}",
  "/_next/static/chunks/c.css": ".c{margin:0}",
};
const load = async (href: string) => sheets[href] ?? null;

describe("inlineStylesheets", () => {
  it("writes the leading stylesheets into one style, in order, and disables their links", async () => {
    const html = page(
      `${link("/_next/static/chunks/a.css")}\n${link("/_next/static/chunks/b.css")}<meta name="x"/>${link("/_next/static/chunks/c.css")}`,
    );
    const { html: out, inlined } = await inlineStylesheets(html, load);
    expect(inlined).toEqual(["/_next/static/chunks/a.css", "/_next/static/chunks/b.css"]);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain(
      '<style data-precedence="next" data-inlined-stylesheets="2">.a{color:red}\n.b{background:url(/_next/static/media/b.png)}</style>',
    );
    expect(head.indexOf("<style")).toBeLessThan(head.indexOf('href="/_next/static/chunks/a.css"'));
    expect(head).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>',
    );
    expect(head).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>',
    );
    // Only the first run: a stylesheet after other head content keeps its place and its link.
    expect(head).toContain(`<meta name="x"/>${link("/_next/static/chunks/c.css")}`);
    // The payload's copy of the markup is data, not a tag: untouched.
    expect(out.slice(out.indexOf("</head>"))).toBe(html.slice(html.indexOf("</head>")));
  });

  it("leaves the page as it is when a stylesheet is missing, unsafe or too big", async () => {
    const html = page(`${link("/_next/static/chunks/a.css")}${link("/_next/static/chunks/x.css")}`);
    expect(await inlineStylesheets(html, load)).toEqual({ html, inlined: [] });
    const closing = page(link("/_next/static/chunks/a.css"));
    expect(
      await inlineStylesheets(closing, async () => "a{}</style><script>alert(1)</script>"),
    ).toEqual({ html: closing, inlined: [] });
    expect(await inlineStylesheets(closing, async () => "a{}".repeat(10), 20)).toEqual({
      html: closing,
      inlined: [],
    });
    expect(
      await inlineStylesheets(closing, async () => {
        throw new Error("down");
      }),
    ).toEqual({ html: closing, inlined: [] });
  });

  it("keeps links that are not plain build stylesheets", async () => {
    const html = page(
      `<link rel="stylesheet" href="https://cdn.example/x.css" data-precedence="next"/>` +
        `${link("/_next/static/chunks/a.css", ' media="print"')}<link rel="icon" href="/favicon.ico"/>`,
    );
    expect(await inlineStylesheets(html, load)).toEqual({ html, inlined: [] });
    expect((await inlineStylesheets("<p>no head</p>", load)).html).toBe("<p>no head</p>");
  });
});

describe("withoutStylePreloads", () => {
  it("drops the style preloads of inlined stylesheets and keeps every other link", () => {
    const link =
      '</_next/static/chunks/a.css>; rel=preload; as="style", ' +
      "<http://assets.example>; rel=preconnect, " +
      '</_next/static/chunks/c.css>; rel=preload; as="style", ' +
      '<http://assets.example/hero.png?w=960&h=540>; rel=preload; as="image"; fetchpriority="high"';
    expect(withoutStylePreloads(link, ["/_next/static/chunks/a.css"])).toBe(
      "<http://assets.example>; rel=preconnect, " +
        '</_next/static/chunks/c.css>; rel=preload; as="style", ' +
        '<http://assets.example/hero.png?w=960&h=540>; rel=preload; as="image"; fetchpriority="high"',
    );
    expect(
      withoutStylePreloads('</_next/static/chunks/a.css>; rel=preload; as="style"', [
        "/_next/static/chunks/a.css",
      ]),
    ).toBe("");
  });
});

describe("stylesheetLoader", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches a stylesheet from the app's address once and refuses what is not CSS", async () => {
    const fetchMock = vi.fn(async (url: URL) =>
      url.pathname.endsWith("ok.css")
        ? new Response(".ok{}", { headers: { "content-type": "text/css; charset=utf-8" } })
        : new Response("<html>", { status: 404, headers: { "content-type": "text/html" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const loadFrom = stylesheetLoader(new URL("http://127.0.0.1:3000/en/company"));
    expect(await loadFrom("/_next/static/chunks/ok.css")).toBe(".ok{}");
    expect(await loadFrom("/_next/static/chunks/ok.css")).toBe(".ok{}");
    expect(await loadFrom("/_next/static/chunks/gone.css")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      "http://127.0.0.1:3000/_next/static/chunks/ok.css",
    );
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cachedPageScriptPolicy,
  inlineScriptHashes,
  lacksCachedPageScriptPolicy,
  withCachedPageScriptPolicy,
} from "./cachedPageScripts.mjs";

const hash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A kept page as Next writes it: chunk files, its data as inline scripts. */
const HTML = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "</head><body><p>Grüße</p>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cb\\u003e ü\\"}\\n"])</script>',
  '<script nonce="" id="x">self.__next_f.push([1,"1:x"])</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script once, and no script file", () => {
    expect(inlineScriptHashes(HTML)).toEqual([
      hash("(self.__next_f=self.__next_f||[]).push([0])"),
      hash('self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cb\\u003e ü\\"}\\n"])'),
      hash('self.__next_f.push([1,"1:x"])'),
    ]);
  });
});

describe("cachedPageScriptPolicy", () => {
  it("allows the site's script files and this page's inline scripts, nothing inline else", () => {
    const policy = cachedPageScriptPolicy(HTML);
    expect(policy).toBe(
      `script-src 'self' ${inlineScriptHashes(HTML).join(" ")}; report-uri /api/csp-report; report-to csp`,
    );
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("googletagmanager");
  });

  it("names the tag manager's origin when the page carries its container snippet", () => {
    const withContainer = HTML.replace(
      "</body>",
      '<script id="tag-manager">(function(w){w.dataLayer=[]})(window)</script></body>',
    );
    expect(cachedPageScriptPolicy(withContainer)).toMatch(
      /^script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-/,
    );
    expect(cachedPageScriptPolicy(withContainer)).toContain(
      hash("(function(w){w.dataLayer=[]})(window)"),
    );
  });
});

describe("withCachedPageScriptPolicy", () => {
  it("adds the policy to a kept page's own headers object, which Next answers the render with", () => {
    const headers = { "x-next-cache-tags": "a,b" };
    const value = { kind: "APP_PAGE", html: HTML, headers };
    expect(lacksCachedPageScriptPolicy(value)).toBe(true);
    withCachedPageScriptPolicy(value);
    expect(value.headers).toBe(headers);
    expect(headers).toEqual({
      "x-next-cache-tags": "a,b",
      "content-security-policy": cachedPageScriptPolicy(HTML),
    });
    expect(lacksCachedPageScriptPolicy(value)).toBe(false);
  });

  it("leaves data, routes and empty values alone", () => {
    for (const value of [
      { kind: "FETCH", data: { body: "<script>x</script>" } },
      { kind: "APP_ROUTE", body: Buffer.from("") },
      { kind: "APP_PAGE", html: "" },
      null,
    ]) {
      const before = JSON.stringify(value);
      withCachedPageScriptPolicy(value);
      expect(JSON.stringify(value)).toBe(before);
      expect(lacksCachedPageScriptPolicy(value)).toBe(false);
    }
  });
});

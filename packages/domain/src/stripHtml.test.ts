import { describe, expect, it } from "vitest";
import { stripHtml } from "./stripHtml.ts";

describe("stripHtml", () => {
  it.each([
    ["<p>Cut &amp; <b>strip</b></p>", "Cut & strip"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["a<br/>b", "a b"],
    ["<script>alert(1)</script>safe<style>p{}</style>", "safe"],
    ["<!-- note -->text", "text"],
    ["&lt;b&gt; &quot;q&quot; &#39;s&#39; &apos; &nbsp;x", "<b> \"q\" 's' ' x"],
    ["&#x41;&#66;", "AB"],
    ["&bogus; &#x110000;", "&bogus; &#x110000;"],
    ["1 < 2 and 3 > 2", "1 < 2 and 3 > 2"],
    ["", ""],
  ])("%j → %j", (html, expected) => {
    expect(stripHtml(html)).toBe(expected);
  });
});

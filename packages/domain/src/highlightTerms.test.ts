import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escapeHtml.ts";
import { highlightTerms } from "./highlightTerms.ts";

describe("highlightTerms", () => {
  it.each([
    ["Cut & strip", "cut STRIP", "<mark>Cut</mark> &amp; <mark>strip</mark>"],
    ["Gamma 263 gamma", "gamma", "<mark>Gamma</mark> 263 <mark>gamma</mark>"],
    ["<script>", "script", "&lt;<mark>script</mark>&gt;"],
    ["a & b", "amp", "a &amp; b"],
    ["a & b", "&", "a <mark>&amp;</mark> b"],
    ["price (net)", "(net)", "price <mark>(net)</mark>"],
    ["crimping crimp", "crimp crimping", "<mark>crimping</mark> <mark>crimp</mark>"],
    ["no match", "zzz", "no match"],
    ["text", "   ", "text"],
    ["<b>", "", "&lt;b&gt;"],
  ])("%j with %j", (text, query, expected) => {
    expect(highlightTerms(text, query)).toBe(expected);
  });
});

describe("escapeHtml", () => {
  it.each([
    [`<a href="x">'&'</a>`, "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"],
    ["plain", "plain"],
  ])("%s", (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});

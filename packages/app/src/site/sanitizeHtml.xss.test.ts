import { readFileSync } from "node:fs";
import { HTML_ALLOW_LISTS, type HtmlUse, sanitizeHtml } from "@wire/design-system/sanitizeHtml";
import { highlightParts } from "@wire/domain";
import { describe, expect, it } from "vitest";

/** The XSS corpus the browser test pushes through the pages too (issue 20). */
const payloads: string[] = JSON.parse(
  readFileSync(new URL("../../e2e/fixtures/xss-payloads.json", import.meta.url), "utf8"),
);

const uses = Object.keys(HTML_ALLOW_LISTS) as HtmlUse[];

/** Every tag the sanitiser's output opens, with its attributes (sanitize-html quotes and escapes them). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    (m) => ({
      name: (m[1] ?? "").toLowerCase(),
      attributes: [...(m[2] ?? "").matchAll(/([^\s=]+)(?:="([^"]*)")?/g)]
        .map((a) => ({ name: (a[1] ?? "").toLowerCase(), value: a[2] ?? "" }))
        // The self-closing slash of `<img … />`.
        .filter((a) => a.name !== "/"),
    }),
  );
}

describe("sanitizeHtml against the XSS corpus", () => {
  it("has at least 50 payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  for (const use of uses) {
    it(`leaves nothing executable in ${use}`, () => {
      const options = HTML_ALLOW_LISTS[use];
      const allowedTags = new Set(options.allowedTags || []);
      const attributesOf = (tag: string) =>
        (options.allowedAttributes ? options.allowedAttributes[tag] : undefined) ?? [];
      let tags = 0;
      for (const payload of payloads) {
        const safe = sanitizeHtml(payload, use);
        for (const tag of tagsOf(safe)) {
          tags += 1;
          expect(allowedTags.has(tag.name), `${use}: <${tag.name}> from ${payload}`).toBe(true);
          const allowedAttributes = new Set([...attributesOf(tag.name), ...attributesOf("*")]);
          for (const attribute of tag.attributes) {
            expect(
              allowedAttributes.has(attribute.name),
              `${use}: ${attribute.name} on <${tag.name}> from ${payload}`,
            ).toBe(true);
            expect(attribute.name).not.toMatch(/^on/);
            // Entities are decoded before the scheme check, so an encoded scheme cannot pass.
            expect(attribute.value.replace(/&#?\w+;/g, "").replace(/\s/g, "")).not.toMatch(
              /^(javascript|vbscript|data):/i,
            );
          }
        }
        expect(safe).not.toMatch(/<(script|iframe|object|embed|svg|math|style|base|meta|link)\b/i);
        // Sanitising again changes nothing: no markup hides in what is left.
        expect(sanitizeHtml(safe, use)).toBe(safe);
      }
      console.info(
        `[xss] ${use}: ${payloads.length} payloads, ${tags} allowed tags kept, 0 unsafe`,
      );
    });
  }

  it("keeps editors' formatting in rich text and opens new tabs without a handle", () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <a href="/en/contact">a link</a> and <a href="https://example.com" target="_blank">another</a>.</p><ul><li>One</li></ul><img src="https://cdn.example.com/a.jpg" alt="A">';
    expect(sanitizeHtml(html, "richText")).toBe(
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <a href="/en/contact">a link</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">another</a>.</p><ul><li>One</li></ul><img src="https://cdn.example.com/a.jpg" alt="A" />',
    );
  });

  it("keeps only highlights in search results and a link in flash messages", () => {
    expect(sanitizeHtml('<mark>crimp</mark> <a href="/x">tool</a>', "searchHighlight")).toBe(
      "<mark>crimp</mark> tool",
    );
    expect(sanitizeHtml('Saved. <a href="/en/portal" class="x">Back</a>', "flashMessage")).toBe(
      'Saved. <a href="/en/portal">Back</a>',
    );
  });

  it("treats search suggestions as text: the highlighted runs carry no markup", () => {
    for (const payload of payloads) {
      const joined = highlightParts(payload, "img script")
        .map((part) => part.text)
        .join("");
      expect(joined).toBe(payload);
    }
  });
});

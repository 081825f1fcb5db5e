import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitizeContentHtml";

describe("sanitizeContentHtml", () => {
  it("keeps editors' formatting", () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <a href="/en/contact">a link</a> and <a href="https://example.com" target="_blank">another</a>.</p><ul><li>One</li></ul><img src="https://cdn.example.com/a.jpg" alt="A">';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <a href="/en/contact">a link</a> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">another</a>.</p><ul><li>One</li></ul><img src="https://cdn.example.com/a.jpg" alt="A" />',
    );
  });

  it("removes scripts, styles, event handlers and javascript: links", () => {
    const html =
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><style>p{}</style><a href="javascript:alert(3)">x</a><img src="javascript:alert(4)" onerror="alert(5)">';
    const safe = sanitizeContentHtml(html);
    expect(safe).not.toMatch(/script|onclick|onerror|javascript|<style/i);
    expect(safe).toContain("<p>Hi</p>");
  });
});

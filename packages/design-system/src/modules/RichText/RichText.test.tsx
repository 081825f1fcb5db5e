import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { RichText } from "./RichText";

describe("RichText", () => {
  it("renders CMS HTML without scripts, handlers or javascript: links", async () => {
    const screen = await renderThemed(
      <RichText
        html={
          '<h2>Title</h2><p onclick="window.__x=1">Text <a href="javascript:window.__x=2">bad</a> <a href="/ok">ok</a></p><script>window.__x=3</script>'
        }
      />,
    );
    await vi.waitFor(() => expect(screen.container.querySelector("h2")).not.toBeNull());
    expect(screen.container.querySelector("script")).toBeNull();
    expect(screen.container.querySelector("[onclick]")).toBeNull();
    expect(screen.container.querySelector('a[href^="javascript"]')).toBeNull();
    await expect.element(screen.getByRole("link", { name: "ok" })).toHaveAttribute("href", "/ok");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("renders what `sanitize` returns at once, without waiting for the browser's sanitiser", async () => {
    const sanitize = vi.fn((html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ""));
    const screen = await renderThemed(
      <RichText html="<h2>Now</h2><script>window.__y=1</script>" sanitize={sanitize} />,
    );
    // Synchronous: the heading is there in the first render (as in a server's HTML).
    expect(screen.container.querySelector("h2")?.textContent).toBe("Now");
    expect(screen.container.querySelector("script")).toBeNull();
    expect(sanitize).toHaveBeenCalledWith("<h2>Now</h2><script>window.__y=1</script>");
  });
});

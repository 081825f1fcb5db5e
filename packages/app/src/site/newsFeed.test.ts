import { describe, expect, it } from "vitest";
import { toNewsFeedEntry } from "./newsFeed";

describe("toNewsFeedEntry", () => {
  it("strips and shortens the text, writes the date and places the link on the site", () => {
    const entry = toNewsFeedEntry(
      {
        id: "n1",
        title: "New office",
        text: `<p>${"Sales and service in one place. ".repeat(10)}</p>`,
        image: {
          url: "http://x/a.png",
          alternativeText: "Office",
          mimeType: "image/png",
          width: 1,
          height: 1,
        },
        link: "/company/locations",
        publicationDate: "2026-03-10T08:00:00Z",
      },
      "de",
      "de-ch",
      "na-events",
    );
    expect(entry.text?.length).toBeLessThanOrEqual(160);
    expect(entry.text).not.toContain("<p>");
    expect(entry.date).toBe("10. März 2026");
    expect(entry.dateTime).toBe("2026-03-10");
    expect(entry.href).toBe("/de-ch/na-events/company/locations");
    expect(entry.image).toEqual({ src: "http://x/a.png", alt: "Office" });
  });

  it("keeps action and external links as they are", () => {
    const base = { id: "n", title: "t", text: "", image: null, publicationDate: "2026-01-01" };
    expect(
      toNewsFeedEntry({ ...base, link: "action:open-news-feed-panel" }, "en", "en", null).href,
    ).toBe("action:open-news-feed-panel");
    expect(toNewsFeedEntry({ ...base, link: "https://x.example" }, "en", "en", null).href).toBe(
      "https://x.example",
    );
  });
});

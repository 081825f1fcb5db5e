import { describe, expect, it } from "vitest";
import { isCrawler } from "./isCrawler.ts";

describe("isCrawler", () => {
  it.each([
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true],
    ["Mozilla/5.0 (compatible; bingbot/2.0)", true],
    ["Mozilla/5.0 ... Chrome-Lighthouse", true],
    ["facebookexternalhit/1.1", true],
    ["Google-InspectionTool/1.0", true],
    ["Mozilla/5.0 (compatible; AhrefsBot/7.0)", true],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36",
      false,
    ],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (ua, expected) => {
    expect(isCrawler(ua)).toBe(expected);
  });
});

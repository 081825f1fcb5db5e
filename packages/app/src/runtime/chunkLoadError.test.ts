import { describe, expect, it } from "vitest";
import { isChunkLoadError, isChunkScript } from "./chunkLoadError";

describe("isChunkLoadError", () => {
  it.each([
    Object.assign(new Error("Failed to load chunk /_next/static/chunks/a.js from module 1"), {
      name: "ChunkLoadError",
    }),
    Object.assign(new Error("anything"), { name: "ChunkLoadError" }),
    new Error("Loading chunk 123 failed."),
    new Error("Loading CSS chunk 7 failed."),
    new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"),
    new TypeError("error loading dynamically imported module"),
    new TypeError("Importing a module script failed."),
  ])("recognises %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });
  it.each([
    new Error("Cannot read properties of undefined"),
    new TypeError("Failed to fetch"),
    "Loading chunk 1 failed",
    null,
    undefined,
  ])("leaves %s to the error page", (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});

describe("isChunkScript", () => {
  const origin = "https://www.example.com";
  it("is a script of the app's chunks", () => {
    expect(isChunkScript(`${origin}/_next/static/chunks/0a1b.js`, origin)).toBe(true);
    expect(isChunkScript("/_next/static/chunks/0a1b.js", origin)).toBe(true);
  });
  it("is not another script", () => {
    expect(isChunkScript("https://www.googletagmanager.com/gtm.js", origin)).toBe(false);
    expect(isChunkScript(`https://cdn.example.org/_next/static/chunks/a.js`, origin)).toBe(false);
    expect(isChunkScript(`${origin}/style-guide/assets/a.js`, origin)).toBe(false);
  });
});

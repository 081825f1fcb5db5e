import { describe, expect, it } from "vitest";
import { videoSource } from "./videoKind";

describe("videoSource", () => {
  it("plays YouTube in its privacy-enhanced player and Vimeo in its player", () => {
    expect(videoSource("https://www.youtube.com/watch?v=wire-demo")).toBe(
      "https://www.youtube-nocookie.com/embed/wire-demo",
    );
    expect(videoSource("https://youtu.be/abc123")).toBe(
      "https://www.youtube-nocookie.com/embed/abc123",
    );
    expect(videoSource("https://vimeo.com/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("leaves files and other addresses alone", () => {
    expect(videoSource("https://assets.example/a.mp4")).toBe("https://assets.example/a.mp4");
    expect(videoSource("https://www.youtube.com/watch?v=%22%3E")).toBe(
      "https://www.youtube.com/watch?v=%22%3E",
    );
  });
});

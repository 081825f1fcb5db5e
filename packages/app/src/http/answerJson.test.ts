import { describe, expect, it } from "vitest";
import { answerJson } from "./answerJson";

describe("answerJson", () => {
  it("answers the JSON of a successful answer", async () => {
    await expect(answerJson(Response.json({ token: "t" }))).resolves.toEqual({ token: "t" });
  });

  it("reads the body of any other answer to its end and names its status", async () => {
    const response = new Response("Too many requests.", { status: 429 });
    await expect(answerJson(response)).rejects.toThrow("HTTP 429");
    expect(response.bodyUsed).toBe(true);
  });

  it("names the status of an answer without a body", async () => {
    await expect(answerJson(new Response(null, { status: 503 }))).rejects.toThrow("HTTP 503");
  });
});

import { describe, expect, it } from "vitest";
import {
  hasUnreadableFormBody,
  malformedRequestResponse,
  unreadablePath,
} from "./malformedRequest";

const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost/en/contact", { method: "POST", body, headers });
const multipart = { "content-type": "multipart/form-data; boundary=x" };

describe("unreadablePath", () => {
  it("finds escapes that do not decode to text", () => {
    expect(unreadablePath("/en/%FF")).toBe("path");
    expect(unreadablePath("/en/%E2%82")).toBe("path");
    expect(unreadablePath("/en/%zz")).toBe("path");
  });

  it("finds control characters, escaped or not", () => {
    expect(unreadablePath("/en/%00")).toBe("control");
    expect(unreadablePath("/robots.txt/%00")).toBe("control");
    expect(unreadablePath("/en/a%0Ab")).toBe("control");
    expect(unreadablePath("/en/a%7F")).toBe("control");
    expect(unreadablePath("/en/a\u0001")).toBe("control");
  });

  it("passes what a page can read", () => {
    expect(unreadablePath("/en/caf%C3%A9")).toBeNull();
    expect(unreadablePath("/en/products")).toBeNull();
    expect(unreadablePath("/en/a%20b")).toBeNull();
  });
});

describe("hasUnreadableFormBody", () => {
  it("finds a multipart body that does not parse", async () => {
    expect(await hasUnreadableFormBody(post("--x\r\nbroken", multipart))).toBe(true);
  });

  it("passes a whole form, and leaves its body for the route to read", async () => {
    const form = new FormData();
    form.set("name", "Ada");
    const request = new Request("http://localhost/en/contact", { method: "POST", body: form });
    expect(await hasUnreadableFormBody(request)).toBe(false);
    expect((await request.formData()).get("name")).toBe("Ada");
  });

  it("leaves the page's own server-action fetches and other bodies to Next", async () => {
    expect(
      await hasUnreadableFormBody(post("--x\r\nbroken", { ...multipart, "next-action": "abc" })),
    ).toBe(false);
    expect(await hasUnreadableFormBody(post("{", { "content-type": "application/json" }))).toBe(
      false,
    );
    expect(await hasUnreadableFormBody(new Request("http://localhost/en"))).toBe(false);
  });
});

describe("malformedRequestResponse", () => {
  it("answers 400 with a reason, never cached", async () => {
    const response = malformedRequestResponse("form");
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Bad request: the form's data could not be read.\n");
    expect(await malformedRequestResponse("control").text()).toBe(
      "Bad request: the address contains a control character.\n",
    );
  });
});

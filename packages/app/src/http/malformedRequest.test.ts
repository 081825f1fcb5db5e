import { describe, expect, it } from "vitest";
import { hasUnreadableFormBody, malformedRequestResponse } from "./malformedRequest";

const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost/en/contact", { method: "POST", body, headers });
const multipart = { "content-type": "multipart/form-data; boundary=x" };

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
  });
});

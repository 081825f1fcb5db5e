import { describe, expect, it } from "vitest";
import { previewGate } from "./previewGate.ts";

const on = { onPreviewHost: true, configured: false, param: null, remembered: false };

describe("previewGate", () => {
  it("never gates a host that is not a preview host, whatever is asked", () => {
    expect(previewGate({ ...on, onPreviewHost: false, configured: true, param: "true" })).toEqual({
      gated: false,
    });
  });

  it("gates a preview host when configured", () => {
    expect(previewGate({ ...on, configured: true })).toEqual({ gated: true });
    expect(previewGate(on)).toEqual({ gated: false });
  });

  it("turns on with the query parameter and remembers it", () => {
    expect(previewGate({ ...on, param: "true" })).toEqual({ gated: true, remember: true });
    expect(previewGate({ ...on, remembered: true })).toEqual({ gated: true });
  });

  it("forgets with previewGate=false, back to the configuration", () => {
    expect(previewGate({ ...on, param: "false", remembered: true })).toEqual({
      gated: false,
      remember: false,
    });
    expect(previewGate({ ...on, param: "false", configured: true })).toEqual({
      gated: true,
      remember: false,
    });
  });

  it("ignores other values of the parameter", () => {
    expect(previewGate({ ...on, param: "yes" })).toEqual({ gated: false });
  });
});

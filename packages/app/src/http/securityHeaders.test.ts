import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  type CspSettings,
  contentSecurityPolicy,
  scriptHash,
} from "./securityHeaders";

const settings: CspSettings = {
  assetOrigins: ["https://assets.wire.example"],
  identityOrigin: "https://login.wire.example",
  tagManager: true,
  tagManagerHash: scriptHash("dataLayer.push(1)"),
  framingOrigins: [],
  reportPath: "/api/csp-report",
};

/** A policy's directives by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name, values];
    }),
  );

describe("contentSecurityPolicy", () => {
  it("gives per-request pages a nonce, 'strict-dynamic' and the container's hash only", () => {
    const csp = directives(contentSecurityPolicy("perRequest", settings, "n0nce"));
    expect(csp["script-src"]).toEqual([
      "'nonce-n0nce'",
      "'strict-dynamic'",
      `'${scriptHash("dataLayer.push(1)")}'`,
    ]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("leaves a kept page's scripts to the policy stored with it and names every other fetch", () => {
    const policy = contentSecurityPolicy("cachedPage", settings);
    const csp = directives(policy);
    // Neither would let the page's hashed inline scripts run, whatever the other policy allows.
    expect(csp["script-src"]).toBeUndefined();
    expect(csp["default-src"]).toBeUndefined();
    expect(policy).not.toContain("nonce-");
    expect(policy).not.toContain("unsafe-eval");
    expect(Object.keys(csp)).toEqual(
      expect.arrayContaining([
        "style-src",
        "img-src",
        "font-src",
        "connect-src",
        "media-src",
        "frame-src",
        "manifest-src",
        "worker-src",
        "object-src",
        "base-uri",
        "form-action",
        "frame-ancestors",
      ]),
    );
    expect(csp["img-src"]).toContain("https://assets.wire.example");
    expect(csp["connect-src"]).toContain("https://www.googletagmanager.com");
    expect(csp["frame-src"]).toEqual([
      "'self'",
      "https://login.wire.example",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
    expect(csp["report-uri"]).toEqual(["/api/csp-report"]);
  });

  it("names the tag manager only when a container is configured", () => {
    const policy = contentSecurityPolicy("cachedPage", { ...settings, tagManager: false });
    expect(policy).not.toContain("googletagmanager");
    const strict = contentSecurityPolicy("perRequest", { ...settings, tagManager: false }, "n");
    expect(strict).not.toContain("sha256-");
  });

  it("lets the CMS studio frame pages when it is configured for the host", () => {
    const csp = directives(
      contentSecurityPolicy("cachedPage", {
        ...settings,
        framingOrigins: ["https://studio.example"],
      }),
    );
    expect(csp["frame-ancestors"]).toEqual(["https://studio.example"]);
  });

  it("lets nothing load from or frame a route handler's answer", () => {
    expect(contentSecurityPolicy("resource", settings)).toMatch(
      /^default-src 'none'; frame-ancestors 'none'/,
    );
  });
});

describe("baseSecurityHeaders", () => {
  it("sends HSTS only for an HTTPS site outside localhost", () => {
    expect(baseSecurityHeaders("https://www.wire.example")["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(baseSecurityHeaders("http://www.wire.example")).not.toHaveProperty(
      "strict-transport-security",
    );
    expect(baseSecurityHeaders("https://localhost:3000")).not.toHaveProperty(
      "strict-transport-security",
    );
  });

  it("denies the features the site does not use", () => {
    const headers = baseSecurityHeaders("http://localhost:3000");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["permissions-policy"]).toContain(`${feature}=()`);
    }
  });
});

import { describe, expect, it } from "vitest";
import { tagManagerSnippet } from "../components/tagManagerSnippet";
import { appConfig } from "../config";
import { cspSettings, securityHeadersFor } from "./requestSecurityHeaders";
import { scriptHash } from "./securityHeaders";

const config = appConfig({
  PREVIEW_HOSTS: "preview.wire.example",
  CMS_STUDIO_ORIGIN: "https://studio.wire.example/some/path",
  GTM_CONTAINER_ID: "GTM-MAIN1",
  TAG_MANAGER_IDS: "site-academy=GTM-ACAD1",
});

describe("cspSettings", () => {
  it("lets the CMS studio frame pages on a preview host only", () => {
    expect(
      cspSettings(config, { host: "preview.wire.example", siteId: "site-main" }).framingOrigins,
    ).toEqual(["https://studio.wire.example"]);
    expect(
      cspSettings(config, { host: "www.wire.example", siteId: "site-main" }).framingOrigins,
    ).toEqual([]);
  });

  it("takes the site's own container, else the default one, and none for test traffic", () => {
    expect(cspSettings(config, { host: null, siteId: "site-academy" }).tagManagerHash).toBe(
      scriptHash(tagManagerSnippet("GTM-ACAD1")),
    );
    expect(cspSettings(config, { host: null, siteId: "site-main" }).tagManagerHash).toBe(
      scriptHash(tagManagerSnippet("GTM-MAIN1")),
    );
    expect(cspSettings(config, { host: null, siteId: "site-main", testing: true }).tagManager).toBe(
      false,
    );
  });

  it("allows images from the content service under both its names by default", () => {
    expect(appConfig({}).assetOrigins).toEqual(["http://127.0.0.1:4000", "http://localhost:4000"]);
  });
});

describe("securityHeadersFor", () => {
  it("names the report endpoint for both reporting mechanisms", () => {
    const headers = securityHeadersFor(
      "cachedPage",
      config,
      cspSettings(config, { host: null, siteId: null }),
    );
    expect(headers["reporting-endpoints"]).toBe('csp="/api/csp-report"');
    expect(headers["content-security-policy"]).toContain("report-to csp");
  });
});

describe("appConfig's TAG_MANAGER_IDS", () => {
  it("refuses a pair that is not siteId=GTM-…", () => {
    expect(() => appConfig({ TAG_MANAGER_IDS: "site-main=UA-1" })).toThrow(/TAG_MANAGER_IDS/);
  });
});

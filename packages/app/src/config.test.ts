import { describe, expect, it } from "vitest";
import { appConfig } from "./config";
import { HTTPS_ENV } from "./testing/httpsEnv";

describe("appConfig", () => {
  it("has local defaults for every variable", () => {
    const config = appConfig({});
    expect(config.contentEndpoint).toBe("http://127.0.0.1:4000/content/graphql");
    expect(config.OIDC_ISSUER).toBe("http://localhost:4000/am/oauth2/realms/root/realms/alpha");
    expect(config.secureCookies).toBe(false);
  });

  it("names every invalid variable", () => {
    expect(() => appConfig({ SERVICES_URL: "nope", SESSION_SECRET: "short" })).toThrow(
      /SERVICES_URL[\s\S]*SESSION_SECRET/,
    );
  });

  it("uses secure cookies over HTTPS and then requires every secret to be set", () => {
    expect(() => appConfig({ APP_URL: "https://www.wire.example" })).toThrow(/SESSION_SECRET/);
    const production = HTTPS_ENV;
    for (const name of Object.keys(production).filter((key) => key !== "APP_URL")) {
      const missing: Record<string, string> = { ...production };
      delete missing[name];
      expect(() => appConfig(missing)).toThrow(
        new RegExp(`${name}: must be set outside localhost`),
      );
    }
    expect(appConfig(production).secureCookies).toBe(true);
  });
});

import { expect, test } from "@playwright/test";
import { servicesUrl } from "../playwright.config";
import { INTERNALS, send, sitePages } from "./rawHttp";

/**
 * Issue 41, item 5, for requests no visitor signs in for: every page of every site and a fuzz
 * across pages, API routes and the services answer below 500 and show nothing of the server's
 * insides. Apart from `malformed-requests.spec.ts` (which signs in) so they run in the anonymous
 * visitors' stream, beside the signed-in journeys.
 */

test("TRACE and every method a page does not serve answer 405 with Allow on every site page", async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const pages = await sitePages(baseURL!);
  expect(pages.length).toBeGreaterThan(100);
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  const others = ["PUT", "DELETE", "PATCH"];
  for (const [i, path] of pages.entries()) {
    for (const method of ["TRACE", others[i % others.length]!]) {
      const answer = await send(`${baseURL}${path}`, method);
      statuses[`${method} ${answer.status}`] = (statuses[`${method} ${answer.status}`] ?? 0) + 1;
      if (
        answer.status !== 405 ||
        answer.headers.allow !== "GET, HEAD, POST, OPTIONS" ||
        !answer.body
      ) {
        failures.push(`${method} ${path}: ${answer.status} allow=${answer.headers.allow}`);
      }
    }
  }
  const options = await send(`${baseURL}/en`, "OPTIONS");
  expect(options.status).toBe(204);
  expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  // Addresses that are no page: 405 too, naming what they serve.
  for (const path of [
    "/api/auth/session",
    "/healthz",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.ico",
  ]) {
    const answer = await send(`${baseURL}${path}`, "TRACE");
    if (answer.status !== 405 || !answer.headers.allow) {
      failures.push(`TRACE ${path}: ${answer.status} allow=${answer.headers.allow}`);
    }
  }
  console.info(`${pages.length} pages: ${JSON.stringify(statuses)}`);
  expect(failures.slice(0, 20)).toEqual([]);
});

test("fuzz: methods, bodies and addresses across pages, API routes and the services answer no 5xx", async ({
  baseURL,
}) => {
  test.setTimeout(300_000);
  const pages = (await sitePages(baseURL!)).filter((_, i) => i % 60 === 0);
  const paths = [
    ...pages,
    "/api/auth/session",
    "/api/compare",
    "/api/uploads",
    "/api/uploads/3f2a9c1e-0000-4000-8000-000000000000",
    "/api/uploads/%2e%2e",
    "/api/product-data/en-US",
    "/api/product-data/a/b/c/d/e",
    "/api/translation/constructor/page-home",
    "/api/nope",
    "/en/does-not-exist",
    "/file/gamma-263-datasheet",
    "/file/%FF",
    "/en/%FF",
    "/healthz",
    "/robots.txt",
    "/_next/nope",
  ];
  const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "TRACK"];
  const bodies: [string, string][] = [
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name="],
    ["application/x-www-form-urlencoded", "a=%FF&b=%"],
    ["application/json", "{"],
    ["text/plain;charset=UTF-8", "[]"],
  ];
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  let sent = 0;
  for (const path of paths) {
    for (const method of methods) {
      const variants =
        method === "GET" || method === "HEAD" || method === "TRACE" ? [undefined] : bodies;
      for (const variant of variants) {
        for (const extra of [
          {} as Record<string, string>,
          { origin: "http://evil.example", "next-action": "7f".padEnd(42, "0") },
          { "next-action": "7f".padEnd(42, "0") },
        ]) {
          const headers: Record<string, string> = { origin: baseURL!, ...extra };
          if (variant) headers["content-type"] = variant[0];
          const answer = await send(`${baseURL}${path}`, method, headers, variant?.[1]);
          sent++;
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          if (answer.status >= 500 || INTERNALS.test(answer.body)) {
            failures.push(
              `${method} ${path} ${variant?.[0] ?? ""} ${JSON.stringify(extra)}: ${answer.status} ${answer.body.slice(0, 100)}`,
            );
          }
        }
      }
    }
  }
  for (const path of ["/forms/submissions/%FF", "/sis/uploads/%C0%AF", "/nowhere/%", "/health"]) {
    for (const method of methods) {
      const answer = await send(
        `${servicesUrl}${path}`,
        method,
        {},
        method === "POST" ? "{" : undefined,
      );
      sent++;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) failures.push(`services ${method} ${path}: ${answer.status}`);
    }
  }
  console.info(`fuzz: ${sent} requests, statuses ${JSON.stringify(statuses)}`);
  expect(failures.slice(0, 30)).toEqual([]);
});

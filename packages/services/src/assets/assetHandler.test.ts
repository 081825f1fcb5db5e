import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetHandler, gradientPng } from "./assetHandler";

describe("seed assets", () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const handler = createAssetHandler();
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it("draws a picture of the asked size, the same bytes each time", async () => {
    const first = await fetch(`${url}/assets/images/home-hero.png?w=320&h=180`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(320); // IHDR width
    expect(bytes.readUInt32BE(20)).toBe(180); // IHDR height
    const again = Buffer.from(
      await (await fetch(`${url}/assets/images/home-hero.png?w=320&h=180`)).arrayBuffer(),
    );
    expect(again.equals(bytes)).toBe(true);
    expect(bytes.equals(gradientPng("home-hero", 320, 180))).toBe(true);
  });

  it("keeps renditions apart and caps their size", async () => {
    const small = await fetch(`${url}/assets/images/home-hero.png?w=16&h=9`);
    const huge = await fetch(`${url}/assets/images/home-hero.png?w=99999&h=9`);
    expect(Buffer.from(await small.arrayBuffer()).readUInt32BE(16)).toBe(16);
    expect(Buffer.from(await huge.arrayBuffer()).readUInt32BE(16)).toBe(2400);
    const logo = await fetch(`${url}/assets/logos/wire-group.svg`);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await logo.text()).toContain("WIRE GROUP");
  });

  it("answers 404 to anything else", async () => {
    expect((await fetch(`${url}/assets/images/../secret.png`)).status).toBe(404);
    expect((await fetch(`${url}/assets/images/Hero.PNG`)).status).toBe(404);
    expect((await fetch(`${url}/assets/images/hero.png`, { method: "POST" })).status).toBe(404);
  });
});

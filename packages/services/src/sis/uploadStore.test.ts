import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../db/schema";
import { type SisTestServices, startSisTestServices } from "../testing/testServices";

/**
 * The services' resumable uploads (tus 1.0.0) over HTTP, against the real server and database
 * (issue 41): file names are normalised before they are stored, an unusable one is refused with
 * 400 and a message, a PATCH of the wrong media type answers 415, and an error no rule expected
 * answers a generic message, never the failed SQL.
 */

const USER = "customer@example.com";

/** A valid 1×1 PNG (what `file-type` must recognise when the upload finishes). */
const png = (): Buffer => readFileSync(new URL("../testing/onePixel.png", import.meta.url));

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
/** Whatever betrays the server's insides: SQL, a stack frame, a source path. */
const INTERNALS = /insert into|select .* from|"uploads"|params:|\n\s+at |\.(ts|js):\d+|\/work\//i;

describe("uploads (tus)", () => {
  let sis: SisTestServices;
  let endpoint: string;
  const file = png();

  beforeAll(async () => {
    sis = await startSisTestServices({ name: "uploads", seedTickets: 0, users: [USER] });
    endpoint = `${sis.services.url}/sis/uploads`;
  }, 180_000);

  afterAll(async () => {
    await sis?.close();
  });

  const tus = (url: string, init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(url, {
      ...init,
      headers: { "tus-resumable": "1.0.0", "x-id-token": sis.tokens[USER]!, ...init.headers },
    });

  /** Creates an upload of `file` named `filename`; the response of the creation. */
  const create = (filename: string) =>
    tus(endpoint, {
      method: "POST",
      headers: {
        "upload-length": String(file.length),
        "upload-metadata": `filename ${base64(filename)},filetype ${base64("image/png")}`,
      },
    });

  const send = (location: string, contentType = "application/offset+octet-stream") =>
    tus(new URL(location, endpoint).href, {
      method: "PATCH",
      headers: { "content-type": contentType, "upload-offset": "0" },
      body: new Uint8Array(file),
    });

  const storedName = async (location: string) => {
    const id = location.split("/").pop()!;
    const [row] = await sis.services.database.db
      .select({ filename: t.uploads.filename })
      .from(t.uploads)
      .where(eq(t.uploads.id, id));
    return row?.filename;
  };

  it("stores a name with a NUL without it (it answered 500 with the failed SQL)", async () => {
    const created = await create("a\u0000b.png");
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const sent = await send(location);
    const body = await sent.text();
    expect(body).not.toMatch(INTERNALS);
    expect(sent.status).toBe(204);
    expect(await storedName(location)).toBe("ab.png");
  });

  it("stores names without path separators or direction overrides, at most 255 bytes", async () => {
    for (const [given, stored] of [
      ["../../etc/passwd.png", "....etcpasswd.png"],
      ["photo\u202egnp.exe.png", "photognp.exe.png"],
      [`${"中".repeat(120)}.png`, `${"中".repeat(83)}.png`],
    ] as const) {
      const created = await create(given);
      expect(created.status, given).toBe(201);
      const location = created.headers.get("location")!;
      expect((await send(location)).status, given).toBe(204);
      expect(await storedName(location), given).toBe(stored);
    }
  });

  it("refuses an unusable name with 400 and a message", async () => {
    for (const name of ["\u0000", " / ", ".."]) {
      const created = await create(name);
      expect(created.status, JSON.stringify(name)).toBe(400);
      expect(await created.text()).toMatch(/file name/i);
    }
  });

  it("answers a PATCH of another media type with 415", async () => {
    const created = await create("photo.png");
    const location = created.headers.get("location")!;
    for (const type of ["application/octet-stream", "image/png", "text/plain"]) {
      const sent = await send(location, type);
      expect(sent.status, type).toBe(415);
      expect(await sent.text()).toMatch(/application\/offset\+octet-stream/);
    }
    expect((await send(location)).status).toBe(204);
  });

  it("announces what it supports: tus 1.0.0, creation, termination and the 100 MB limit", async () => {
    const answer = await fetch(endpoint, { method: "OPTIONS" });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("tus-version")).toBe("1.0.0");
    expect(answer.headers.get("tus-max-size")).toBe(String(100 * 1024 * 1024));
    const extensions = answer.headers.get("tus-extension")!.split(",");
    expect(extensions).toContain("creation");
    expect(extensions).toContain("termination");
    // No expiry is configured and the size must be known when an upload is created.
    expect(extensions).not.toContain("expiration");
    expect(extensions).not.toContain("creation-defer-length");
  });

  // Last: it takes the uploads table away.
  it("answers an error no rule expected with a generic message, never the SQL", async () => {
    const created = await create("photo.png");
    const location = created.headers.get("location")!;
    await sis.services.database.db.execute(sql`alter table uploads rename to uploads_away`);
    try {
      const sent = await send(location);
      const body = await sent.text();
      expect(sent.status).toBe(500);
      expect(body).not.toMatch(INTERNALS);
      expect(body).toMatch(/could not be saved/i);
    } finally {
      await sis.services.database.db.execute(sql`alter table uploads_away rename to uploads`);
    }
  });
});

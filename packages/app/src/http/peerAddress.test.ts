import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  PEER_ADDRESS_HEADER,
  peerAddressOf,
  peerAddressStamp,
  stampPeerAddresses,
} from "./peerAddress";

/** What a Node HTTP server's handler reads as the peer, for a request from `localAddress`. */
async function peerSeenBy(localAddress: string, headers: Record<string, string>) {
  const server = createServer((req, res) => {
    res.end(JSON.stringify(peerAddressOf(new Headers(req.headers as Record<string, string>))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string | null>((resolve, reject) => {
      const outgoing = request({ port, host: "127.0.0.1", localAddress, headers }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve(JSON.parse(body)));
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
  } finally {
    server.close();
  }
}

describe("peer address stamp (issue 41)", () => {
  it("is not believed from a client before the server stamps requests", async () => {
    delete process.env.WIRE_PEER_ADDRESS_STAMP;
    expect(await peerSeenBy("127.0.0.3", { [PEER_ADDRESS_HEADER]: "x 10.1.2.3" })).toBeNull();
  });

  it("carries the connection's address and replaces whatever the client sent", async () => {
    stampPeerAddresses();
    const forged = { [PEER_ADDRESS_HEADER]: "10.1.2.3", "x-forwarded-for": "10.1.2.3" };
    expect(await peerSeenBy("127.0.0.2", forged)).toBe("127.0.0.2");
    expect(await peerSeenBy("127.0.0.4", {})).toBe("127.0.0.4");
    expect(peerAddressOf(new Headers({ [PEER_ADDRESS_HEADER]: peerAddressStamp("::1") }))).toBe(
      "::1",
    );
    // A stamp of another process (or a guessed one) is none.
    expect(peerAddressOf(new Headers({ [PEER_ADDRESS_HEADER]: "guess 10.1.2.3" }))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { clientAddress, parseAddressRanges } from "./clientAddress";

const trusted = (list: string) => {
  const { ranges, errors } = parseAddressRanges(list);
  expect(errors).toEqual([]);
  return ranges;
};

const NONE = trusted("");
const NGINX = trusted("127.0.0.1");

describe("clientAddress (issue 41)", () => {
  it("is the connection's address when no proxy is trusted, whatever the client forwards", () => {
    for (const forwardedFor of [null, "", "203.0.113.9", "1.2.3.4, 203.0.113.9", "127.0.0.1"]) {
      expect(clientAddress({ peer: "198.51.100.7", forwardedFor }, NONE)).toBe("198.51.100.7");
    }
    // Reached directly on 127.0.0.1, as `./scripts/start.sh` serves it.
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "10.9.9.9" }, NONE)).toBe("127.0.0.1");
  });

  it("ignores forwarding headers from a connection that is not a trusted proxy", () => {
    expect(clientAddress({ peer: "127.0.0.2", forwardedFor: "10.1.2.3" }, NGINX)).toBe("127.0.0.2");
    expect(
      clientAddress({ peer: "198.51.100.7", forwardedFor: "10.1.2.3, 127.0.0.1" }, NGINX),
    ).toBe("198.51.100.7");
  });

  it("behind a trusted proxy, is the address the proxy appended, not what the client wrote", () => {
    // nginx's `$proxy_add_x_forwarded_for`: the client's own header, then the address nginx saw.
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.9" }, NGINX)).toBe(
      "203.0.113.9",
    );
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "203.0.113.9" }, NGINX)).toBe(
      "203.0.113.9",
    );
    // A client naming the trusted proxy itself is still counted by its own address.
    expect(
      clientAddress({ peer: "127.0.0.1", forwardedFor: "127.0.0.1, 203.0.113.9" }, NGINX),
    ).toBe("203.0.113.9");
  });

  it("walks from the right past every trusted hop, in CIDR ranges too", () => {
    const chain = trusted("127.0.0.1, 10.0.0.0/8, 2001:db8:ffff::/48");
    expect(
      clientAddress(
        { peer: "127.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.9, 10.20.0.1, 10.0.0.7" },
        chain,
      ),
    ).toBe("203.0.113.9");
    expect(
      clientAddress({ peer: "127.0.0.1", forwardedFor: "203.0.113.9, 2001:db8:ffff::5" }, chain),
    ).toBe("203.0.113.9");
    // A forged chain stops at the first address no trusted proxy has.
    expect(
      clientAddress({ peer: "10.0.0.7", forwardedFor: "10.0.0.1, 198.51.100.1, 10.1.1.1" }, chain),
    ).toBe("198.51.100.1");
  });

  it("takes the furthest hop when every hop is trusted, and stops at an entry that is no address", () => {
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: null }, NGINX)).toBe("127.0.0.1");
    const chain = trusted("127.0.0.1, 10.0.0.0/8");
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "10.0.0.9, 10.0.0.8" }, chain)).toBe(
      "10.0.0.9",
    );
    for (const junk of ["unknown", "evil.example", "127.1", "1.2.3.4:80", "'; drop", ""]) {
      expect(clientAddress({ peer: "127.0.0.1", forwardedFor: `${junk}, 10.0.0.8` }, chain)).toBe(
        "10.0.0.8",
      );
    }
  });

  it("reads IPv4-mapped IPv6 as IPv4 and counts IPv6 clients by their /64", () => {
    expect(clientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: "203.0.113.9" }, NGINX)).toBe(
      "203.0.113.9",
    );
    expect(clientAddress({ peer: "::ffff:198.51.100.7", forwardedFor: null }, NONE)).toBe(
      "198.51.100.7",
    );
    const a = clientAddress({ peer: "2001:db8:1:2:aaaa::1", forwardedFor: null }, NONE);
    const b = clientAddress({ peer: "2001:0db8:0001:0002:ffff:1:2:3", forwardedFor: null }, NONE);
    expect(a).toBe("2001:db8:1:2::/64");
    expect(b).toBe(a);
    expect(clientAddress({ peer: "2001:db8:1:3::1", forwardedFor: null }, NONE)).not.toBe(a);
  });

  it("is 'unknown' without a connection address: a header alone never names the client", () => {
    expect(clientAddress({ peer: null, forwardedFor: "203.0.113.9" }, NGINX)).toBe("unknown");
    expect(clientAddress({ peer: "forged", forwardedFor: "203.0.113.9" }, NGINX)).toBe("unknown");
  });
});

describe("parseAddressRanges", () => {
  it("reads addresses and CIDRs and names what is neither", () => {
    const { ranges, errors } = parseAddressRanges(
      " 127.0.0.1 ,10.0.0.0/8,::1, 2001:db8::/32, ::ffff:192.168.0.0/112, nope, 10.0.0.0/33, 1.2.3.4/x",
    );
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      "127.0.0.1/32",
      "10.0.0.0/8",
      "::1/128",
      "2001:db8::/32",
      "192.168.0.0/16",
    ]);
    expect(errors).toEqual([
      '"nope" is not an IP address or CIDR range',
      '"10.0.0.0/33" is not an IP address or CIDR range',
      '"1.2.3.4/x" is not an IP address or CIDR range',
    ]);
  });
});

import ipaddr from "ipaddr.js";

/** An address range (`10.0.0.0/8`, `::1/128`): one entry of `TRUSTED_PROXIES`. */
export type AddressRange = readonly [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * An IP address as a client, a proxy or the socket writes it, or null when it is none: IPv4 only
 * in four-part decimal (ipaddr.js would also read `127.1` or `0x7f.0.0.1`, which no proxy
 * writes), IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports an IPv4 peer)
 * read as the IPv4 address it holds.
 */
export function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = value.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/**
 * The ranges of a comma-separated list of addresses and CIDRs (`TRUSTED_PROXIES`), with the
 * entries that are neither named as errors.
 *
 * @example parseAddressRanges("127.0.0.1, 10.0.0.0/8").ranges.length // 2
 */
export function parseAddressRanges(list: string): {
  ranges: AddressRange[];
  errors: string[];
} {
  const ranges: AddressRange[] = [];
  const errors: string[] = [];
  for (const entry of list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split("/", 2);
    const parsed = parseAddress(address ?? "");
    const max = parsed?.kind() === "ipv4" ? 32 : 128;
    const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
    // A mapped address (`::ffff:10.0.0.0/104`) names IPv4 addresses: its prefix counts 96 bits less.
    const mapped = parsed?.kind() === "ipv4" && (address ?? "").includes(":");
    const length = mapped && bits !== undefined ? prefix - 96 : prefix;
    if (!parsed || !Number.isInteger(length) || length < 0 || length > max) {
      errors.push(`"${entry}" is not an IP address or CIDR range`);
      continue;
    }
    ranges.push([parsed, length]);
  }
  return { ranges, errors };
}

const inRanges = (address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly AddressRange[]) =>
  ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits));

/**
 * The client a request is counted as (rate limits, issue 41): the address of the connection
 * itself, unless that is a trusted proxy (`trusted`, from `TRUSTED_PROXIES`); then
 * `X-Forwarded-For` is read from the right, where each proxy appended the address it was
 * connected from, skipping the trusted ones: the first address no trusted proxy has, is the
 * client. Everything to the left of it is what the client wrote, and counts for nothing. When
 * every hop is trusted (a request from the proxy's own machine), the furthest one is the client;
 * an entry that is no address ends the walk at the last trusted hop. IPv6 clients are counted by
 * their /64, the network one household or host gets, where it can take a new address at will.
 *
 * @example clientAddress({ peer: "127.0.0.1", forwardedFor: "6.6.6.6, 203.0.113.9" }, [["127.0.0.1", 32]]) // "203.0.113.9"
 * @example clientAddress({ peer: "198.51.100.7", forwardedFor: "203.0.113.9" }, []) // "198.51.100.7"
 */
export function clientAddress(
  request: { peer: string | null; forwardedFor: string | null },
  trusted: readonly AddressRange[],
): string {
  const peer = request.peer === null ? null : parseAddress(request.peer);
  if (!peer) return "unknown";
  let client = peer;
  if (inRanges(peer, trusted)) {
    const hops = (request.forwardedFor ?? "").split(",");
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = parseAddress(hops[i] ?? "");
      if (!hop) break;
      client = hop;
      if (!inRanges(hop, trusted)) break;
    }
  }
  if (client.kind() === "ipv4") return client.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${client.toString()}/64`).toRFC5952String()}/64`;
}

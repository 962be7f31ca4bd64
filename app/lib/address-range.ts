/**
 * What kind of network an IP address belongs to, from the IANA special-purpose address registries
 * (IPv4 and IPv6). The image endpoint fetches provider pictures only from public addresses unless
 * the allow-list names an address itself (decision 0011): a host name that resolves to loopback,
 * a private network, link-local (cloud metadata at 169.254.169.254) or any other special range
 * would let a visitor's request reach inside our network.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4
 * `2002::/16`) are classified by the IPv4 address they carry, so `::ffff:127.0.0.1` is loopback.
 */
export type AddressKind =
  "public" | "loopback" | "private" | "link-local" | "unspecified" | "multicast" | "reserved" | "invalid";

type Range = { base: bigint; bits: number; kind: Exclude<AddressKind, "public" | "invalid"> };

const V4_RANGES: ReadonlyArray<[string, number, Range["kind"]]> = [
  ["0.0.0.0", 8, "unspecified"], // "this network"
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "private"], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments
  ["192.0.2.0", 24, "reserved"], // documentation
  ["192.88.99.0", 24, "reserved"], // 6to4 relay anycast
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"], // benchmarking
  ["198.51.100.0", 24, "reserved"], // documentation
  ["203.0.113.0", 24, "reserved"], // documentation
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"], // future use, and 255.255.255.255 broadcast
];

const V6_RANGES: ReadonlyArray<[string, number, Range["kind"]]> = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["::", 96, "reserved"], // IPv4-compatible (deprecated)
  ["64:ff9b:1::", 48, "private"], // local-use NAT64
  ["100::", 64, "reserved"], // discard-only
  ["2001::", 23, "reserved"], // IETF protocol assignments, Teredo among them
  ["2001:db8::", 32, "reserved"], // documentation
  ["3fff::", 20, "reserved"], // documentation
  ["5f00::", 16, "reserved"], // segment routing
  ["fc00::", 7, "private"], // unique local
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "private"], // site-local (deprecated)
  ["ff00::", 8, "multicast"],
];

/** IPv6 prefixes that carry an IPv4 address: the prefix, its length and where the IPv4 address sits (bits from the right). */
const V4_CARRIERS: ReadonlyArray<[string, number, number]> = [
  ["::ffff:0:0", 96, 0], // IPv4-mapped
  ["64:ff9b::", 96, 0], // NAT64 well-known prefix
  ["2002::", 16, 80], // 6to4: 2002:AABB:CCDD::/48
];

/** The address as a 32-bit (IPv4) or 128-bit (IPv6) number, or null when it is not an IP address. */
export function parseAddress(text: string): { version: 4 | 6; value: bigint } | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = parseIPv6(text);
  return v6 === null ? null : { version: 6, value: v6 };
}

function parseIPv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Dotted decimal only, no leading zeros (an octal look-alike is refused, not guessed).
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIPv6(input: string): bigint | null {
  let text = input;
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  // A zone (fe80::1%eth0) names an interface; the address is what comes before it.
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const pieces = half.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIPv4(piece);
        if (v4 === null) return null;
        out.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  // An IPv4 tail is only allowed at the very end.
  if (halves.length === 2 && halves[0]!.includes(".")) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return all.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

const ranges = (list: ReadonlyArray<[string, number, Range["kind"]]>, version: 4 | 6): Range[] =>
  list.map(([base, bits, kind]) => {
    const parsed = parseAddress(base);
    if (!parsed || parsed.version !== version) throw new Error(`bad range ${base}`);
    return { base: parsed.value, bits, kind };
  });
const V4 = ranges(V4_RANGES, 4);
const V6 = ranges(V6_RANGES, 6);
const CARRIERS = V4_CARRIERS.map(([base, bits, shift]) => ({
  base: parseAddress(base)!.value,
  bits,
  shift: BigInt(shift),
}));

const inRange = (value: bigint, base: bigint, bits: number, width: number) =>
  value >> BigInt(width - bits) === base >> BigInt(width - bits);

function classifyValue(version: 4 | 6, value: bigint): AddressKind {
  if (version === 4) return V4.find((r) => inRange(value, r.base, r.bits, 32))?.kind ?? "public";
  for (const carrier of CARRIERS) {
    if (inRange(value, carrier.base, carrier.bits, 128))
      return classifyValue(4, (value >> carrier.shift) & 0xffffffffn);
  }
  // The most specific range wins (::1/128 before ::/96).
  const matches = V6.filter((r) => inRange(value, r.base, r.bits, 128)).sort((a, b) => b.bits - a.bits);
  return matches[0]?.kind ?? "public";
}

/** The kind of network of an IP address (`"invalid"` when the text is no IP address). */
export function classifyAddress(text: string): AddressKind {
  const parsed = parseAddress(text);
  return parsed ? classifyValue(parsed.version, parsed.value) : "invalid";
}

/** Two spellings of the same address (`::ffff:127.0.0.1` and `127.0.0.1` are the same host). */
export function sameAddress(a: string, b: string): boolean {
  const x = unmapped(a);
  const y = unmapped(b);
  return x !== null && y !== null && x.version === y.version && x.value === y.value;
}

function unmapped(text: string): { version: 4 | 6; value: bigint } | null {
  const parsed = parseAddress(text);
  if (parsed?.version === 6 && inRange(parsed.value, CARRIERS[0]!.base, 96, 128))
    return { version: 4, value: parsed.value & 0xffffffffn };
  return parsed;
}

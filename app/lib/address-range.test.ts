import { describe, expect, it } from "vitest";
import { classifyAddress, sameAddress } from "./address-range.ts";

describe("classifyAddress", () => {
  it.each([
    // IPv4
    ["8.8.8.8", "public"],
    ["93.184.216.34", "public"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["172.32.0.1", "public"],
    ["192.168.1.10", "private"],
    ["100.64.0.1", "private"],
    ["100.128.0.1", "public"],
    ["169.254.169.254", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["224.0.0.1", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    // IPv6
    ["2a00:1450:4001:80b::200e", "public"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf::1", "link-local"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "reserved"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"], // Teredo
    ["100::1", "reserved"],
    ["::7f00:1", "reserved"], // IPv4-compatible, deprecated
    // IPv6 carrying an IPv4 address: judged by that address
    ["::ffff:127.0.0.1", "loopback"],
    ["::FFFF:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:10.0.0.1", "private"],
    ["::ffff:8.8.8.8", "public"],
    ["0:0:0:0:0:ffff:c0a8:0101", "private"],
    ["64:ff9b::a00:1", "private"],
    ["64:ff9b::808:808", "public"],
    ["64:ff9b:1::1", "private"],
    ["2002:7f00:1::1", "loopback"],
    ["2002:0808:0808::1", "public"],
    // not addresses
    ["localhost", "invalid"],
    ["127.1", "invalid"],
    ["0177.0.0.1", "invalid"],
    ["256.1.1.1", "invalid"],
    ["1.2.3.4.5", "invalid"],
    ["::1::2", "invalid"],
    ["1:2:3:4:5:6:7:8:9", "invalid"],
    ["1:2:3:4:5:6:7", "invalid"],
    ["12345::1", "invalid"],
    ["1.2.3.4::", "invalid"],
    ["", "invalid"],
  ])("%s → %s", (address, kind) => expect(classifyAddress(address)).toBe(kind));
});

describe("sameAddress", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1", true],
    ["::ffff:127.0.0.1", "127.0.0.1", true],
    ["::1", "0:0:0:0:0:0:0:1", true],
    ["[::1]", "::1", true],
    ["127.0.0.1", "127.0.0.2", false],
    ["::1", "127.0.0.1", false],
    ["localhost", "127.0.0.1", false],
  ])("%s and %s → %s", (a, b, same) => expect(sameAddress(a, b)).toBe(same));
});

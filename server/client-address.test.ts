/** The key per-client limits count under (decision 022), and the trust function TRUST_PROXY compiles to. */
import { describe, expect, it } from "vitest";
import { clientKey, proxyTrust } from "./client-address";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("keeps anything that is not an IP address as it is", () => {
    for (const other of ["", "unknown", "203.0.113", "2001:db8::1::2", "localhost"])
      expect(clientKey(other)).toBe(other);
  });
});

describe("proxyTrust", () => {
  it("trusts nothing without a proxy", () => {
    expect(proxyTrust(false)).toBeUndefined();
  });

  it("trusts the first N hops for a number (the socket's peer is hop 0)", () => {
    const trust = proxyTrust(2)!;
    expect([0, 1, 2, 3].map((hop) => trust("203.0.113.7", hop))).toEqual([true, true, false, false]);
  });

  it("trusts the listed addresses and ranges only, IPv4-mapped peers included", () => {
    const trust = proxyTrust(["10.0.0.0/8", "192.168.1.1", "::1"])!;
    expect(trust("10.200.0.1", 0)).toBe(true);
    expect(trust("::ffff:10.200.0.1", 0)).toBe(true);
    expect(trust("192.168.1.1", 3)).toBe(true);
    expect(trust("::1", 0)).toBe(true);
    expect(trust("192.168.1.2", 0)).toBe(false);
    expect(trust("11.0.0.1", 0)).toBe(false);
  });
});

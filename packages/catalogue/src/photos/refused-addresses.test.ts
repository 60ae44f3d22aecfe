import { describe, expect, it } from "vitest";
import { addressKind, whyRefused } from "./refused-addresses.js";

describe("the kind of an address", () => {
  it.each([
    // IPv4
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.20", "private"],
    ["169.254.0.1", "link-local"],
    ["100.64.0.1", "shared (carrier-grade NAT)"],
    ["100.127.255.255", "shared (carrier-grade NAT)"],
    ["169.254.169.254", "cloud metadata"],
    ["169.254.170.2", "cloud metadata"],
    ["100.100.100.200", "cloud metadata"],
    ["168.63.129.16", "cloud metadata"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.10", "reserved"],
    ["198.18.0.1", "reserved"],
    // IPv6
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "private"],
    ["fd12:3456:789a::1", "private"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["fd00:ec2::254", "cloud metadata"],
    ["2001:db8::1", "reserved"],
    ["::7f00:1", "reserved"],
    // IPv6 that carries IPv4: where it leads counts.
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::FFFF:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "cloud metadata"],
    ["::ffff:0.0.0.0", "unspecified"],
    ["64:ff9b::a9fe:a9fe", "cloud metadata"],
    ["64:ff9b::192.168.0.1", "private"],
    ["2002:7f00:1::1", "loopback"],
    ["2002:c0a8:101::", "private"],
  ])("%s is %s", (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.15.255.255",
    "172.32.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "169.253.255.255",
    "192.169.0.1",
    "2606:4700::6810:84e5",
    "2a00:1450:4001:82a::2004",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
    "fbff:ffff::1",
    "fe7f::1",
  ])("%s is public", (address) => {
    expect(addressKind(address)).toBeUndefined();
  });

  it("is no kind for what is no IP address (a host name is resolved first)", () => {
    expect(addressKind("localhost")).toBeUndefined();
    expect(addressKind("127.1")).toBeUndefined();
  });
});

describe("why an address is refused", () => {
  it("refuses private addresses by default, saying how to allow a vendor's own network", () => {
    expect(whyRefused("192.168.1.20")).toBe(
      "192.168.1.20 is a private network address; photos are fetched only from public addresses (if they are on " +
        "your own network, import with --allow-private-photo-hosts)",
    );
    expect(whyRefused("::ffff:127.0.0.1")).toMatch(/^::ffff:127\.0\.0\.1 is a loopback address \(this machine\)/);
    expect(whyRefused("8.8.8.8")).toBeUndefined();
  });

  it("allows loopback, private, link-local and carrier-grade NAT addresses when told to", () => {
    for (const address of ["127.0.0.1", "::1", "10.1.1.1", "fd12::1", "fe80::1", "169.254.1.1", "100.64.0.1"])
      expect(whyRefused(address, true)).toBeUndefined();
  });

  it("never allows cloud metadata, unspecified, multicast or reserved addresses", () => {
    expect(whyRefused("169.254.169.254", true)).toBe(
      "169.254.169.254 is a cloud metadata service, which hands out the machine's credentials; photos are never " +
        "fetched from there",
    );
    for (const address of ["fd00:ec2::254", "::ffff:169.254.169.254", "0.0.0.0", "::", "224.0.0.1", "240.0.0.1"])
      expect(whyRefused(address, true)).toMatch(/photos are never fetched from there$/);
  });
});

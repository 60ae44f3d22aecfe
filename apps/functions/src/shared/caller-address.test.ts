// Which address a sign-in records: the one Google's front end appended, not what the caller wrote.
import { describe, expect, it } from "vitest";
import { callerAddress } from "./caller-address.js";

const request = (forwardedFor: string | string[] | undefined, ip?: string) => ({
  headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  ...(ip === undefined ? {} : { ip }),
});

describe("callerAddress", () => {
  it("takes the entry Google appended, whatever the caller put before it", () => {
    expect(callerAddress(request("203.0.113.7"))).toBe("203.0.113.7");
    expect(callerAddress(request("198.51.100.1, 10.0.0.1,203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
    expect(callerAddress(request(["198.51.100.1", "2001:db8::7"]))).toBe("2001:db8::7");
  });

  it("falls back to the socket's address without the header, as the emulator is reached", () => {
    expect(callerAddress(request(undefined, "127.0.0.1"))).toBe("127.0.0.1");
    expect(callerAddress(request(undefined, "::ffff:192.0.2.4"))).toBe("192.0.2.4");
    expect(callerAddress(request(""))).toBeNull();
  });

  it("records nothing that is not an IP address", () => {
    expect(callerAddress(request("203.0.113.7, not-an-address"))).toBeNull();
    expect(callerAddress(request("203.0.113.7, <script>"))).toBeNull();
    expect(callerAddress(request(undefined, "x".repeat(46)))).toBeNull();
  });
});

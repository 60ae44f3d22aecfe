import { describe, expect, it } from "vitest";
import { typesenseNode } from "./node-from-url.js";

describe("Typesense node from a URL", () => {
  it("fills the default port for the protocol", () => {
    expect(typesenseNode("https://xyz.a1.typesense.net")).toEqual({
      host: "xyz.a1.typesense.net",
      port: 443,
      protocol: "https",
    });
    expect(typesenseNode("http://127.0.0.1:8108")).toEqual({ host: "127.0.0.1", port: 8108, protocol: "http" });
  });
});

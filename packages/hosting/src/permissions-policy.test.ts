import { describe, expect, it } from "vitest";
import { ownFeatures, permissionFeatures, permissionsPolicy } from "./permissions-policy.js";

const members = (value: string) => value.split(", ").map((member) => member.split("="));

describe("a tenant site's Permissions-Policy", () => {
  it("denies every listed feature to the page and its frames, each once, in the header's syntax", () => {
    const value = permissionsPolicy();
    expect(members(value).every(([, allow]) => allow === "()")).toBe(true);
    expect(members(value).map(([name]) => name)).toEqual([...new Set(permissionFeatures)]);
    // A structured-field dictionary of inner lists (RFC 8941), as browsers parse it.
    expect(value).toMatch(/^[a-z][a-z-]*=\((self)?\)(, [a-z][a-z-]*=\((self)?\))*$/);
  });

  it("lets an app's own pages use the features it lists, and no other origin", () => {
    const value = permissionsPolicy(["camera"]);
    expect(value).toContain("camera=(self)");
    expect(members(value).filter(([, allow]) => allow !== "()")).toEqual([["camera", "(self)"]]);
  });

  it("lets the console's own pages use the camera (the dock's scanner) and the storefront nothing", () => {
    expect(ownFeatures).toEqual({ storefront: [], console: ["camera"] });
  });
});

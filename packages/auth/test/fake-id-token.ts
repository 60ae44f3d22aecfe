// An unsigned JWT with the given claims, base64url-encoded as the provider's are (pure-logic tests only).
export const fakeIdToken = (claims: Record<string, unknown>): string =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "sig"].join(".");

// The claims part of an ID token, read as the apps need it to decide what to show (the console's
// staff standing, the storefront's impersonation banner). The token's signature is the server's
// business: the rules and the functions check it on every read and command.

/** The claims part of a JWT, or {} when the token is not one. */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims = JSON.parse(json) as unknown;
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

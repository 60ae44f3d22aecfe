// Whether the signed-in address is verified, as the rules see it: they read the ID token's email_verified, which a
// verification in another tab changes only in the next token. After "I have verified it" the page asks for a fresh
// token and reads the claim from it, rather than trusting the session's older word.

/** The ID token's email_verified claim (the token is a JWT: its middle part is base64url JSON). */
export function tokenSaysVerified(token: string | null): boolean {
  const payload = token?.split(".")[1];
  if (!payload) return false;
  try {
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    return (JSON.parse(json) as { email_verified?: unknown }).email_verified === true;
  } catch {
    return false;
  }
}

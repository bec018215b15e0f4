import crypto from "node:crypto";

/** 32 random bytes: 256 bits, well above the 128 the token rules ask for. */
const TOKEN_BYTES = 32;

export interface IssuedToken {
  /** Goes into the emailed link and nowhere else. */
  token: string;
  /** What the database keeps. */
  hash: string;
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function issueToken(): IssuedToken {
  return issueTokens(1)[0];
}

/** `count` tokens from one read of the random source: a booking issues three at once. */
export function issueTokens(count: number): IssuedToken[] {
  const bytes = crypto.randomBytes(TOKEN_BYTES * count);
  return Array.from({ length: count }, (_, index) => {
    const token = bytes.subarray(index * TOKEN_BYTES, (index + 1) * TOKEN_BYTES).toString("base64url");
    return { token, hash: hashToken(token) };
  });
}

/** Constant-time comparison of a presented token with a stored hash. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const presented = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && crypto.timingSafeEqual(presented, stored);
}

/** Whether a presented token could be one we issued (base64url, of a sane length): anything else is refused unread. */
export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token);
}

import { describe, expect, it } from "vitest";
import { hashToken, issueTokens, isTokenShaped, tokenMatches } from "./tokens";

describe("issueTokens", () => {
  it("issues distinct, well-shaped tokens, each matching only its own hash", () => {
    const tokens = issueTokens(3);
    expect(new Set(tokens.map(({ token }) => token)).size).toBe(3);
    for (const { token, hash } of tokens) {
      expect(isTokenShaped(token)).toBe(true);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(hash).toBe(hashToken(token));
      expect(tokens.filter((other) => tokenMatches(token, other.hash))).toHaveLength(1);
    }
  });
});

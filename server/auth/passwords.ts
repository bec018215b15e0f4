import crypto from "node:crypto";
import argon2 from "argon2";
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@shared/admin-accounts-api";

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane (about 50 ms per hash here). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 8;
export { MAX_PASSWORD_LENGTH };

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `The password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than today's, so a successful sign-in upgrades it. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith("$argon2id$") || argon2.needsRehash(hash, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random secret with the current parameters. Checking a password against it when the
 * username is unknown costs the same time as a real check, so timing does not reveal which usernames exist.
 */
export function hashForUnknownUsers(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString("base64url"));
  return dummyHash;
}

/**
 * Letters and digits nobody confuses when reading aloud or copying from a screen: no 0/o, 1/l/i, and lower
 * case only, so a superadmin can dictate a one-time password over the phone.
 */
export const PASSWORD_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const PASSWORD_GROUPS = 7;
export const PASSWORD_GROUP_LENGTH = 4;

/**
 * A generated password (one-time passwords, the first superadmin's): 7 groups of 4 characters from a
 * 31-character alphabet joined by dashes, e.g. "k7mq-3xtz-…", 28 characters drawn uniformly (crypto.randomInt
 * rejects biased draws): 28 × log2(31) ≈ 138.7 bits, above the 128 bits a password must have.
 */
export function generatePassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < PASSWORD_GROUPS; group++) {
    let chars = "";
    for (let i = 0; i < PASSWORD_GROUP_LENGTH; i++) chars += PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)];
    groups.push(chars);
  }
  return groups.join("-");
}

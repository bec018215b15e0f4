import { describe, expect, it } from "vitest";
import type { AdminClient } from "@shared/admin-api";
import { matchesSearch } from "./clients";

const client: AdminClient = {
  id: "0b0f4a8e-6a3c-4a5e-9a51-3f1f1e6a7c10",
  email: "renata.quiroga@example.com",
  firstName: "Renata",
  lastName: "Quiroga",
  phone: "+1 619 555 0177",
  profileImageUrl: null,
  membershipTier: "vip",
  marketingOptIn: true,
  isAdmin: false,
  adminLevel: "none",
  notes: null,
  createdAt: "2026-11-24T07:30:00.000Z",
};

describe("matchesSearch", () => {
  it.each(["", "  ", "ren", "QUIROGA", "Renata.Q", " quiroga "])("finds the client for %j", (term) => {
    expect(matchesSearch(client, term)).toBe(true);
  });

  it("does not search the phone or the full name", () => {
    expect(matchesSearch(client, "0177")).toBe(false);
    expect(matchesSearch(client, "renata quiroga")).toBe(false);
  });

  it("copes with a client without email or last name", () => {
    expect(matchesSearch({ ...client, email: null, lastName: null }, "quiroga")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import type { AdminClient } from "@shared/admin-api";
import { fullName, initials } from "./clients";

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

describe("client names", () => {
  it("joins first and last name, leaving out a missing one", () => {
    expect(fullName(client)).toBe("Renata Quiroga");
    expect(fullName({ firstName: "Renata", lastName: null })).toBe("Renata");
  });

  it("draws initials from what there is, or a question mark", () => {
    expect(initials(client)).toBe("RQ");
    expect(initials({ firstName: " renata", lastName: null })).toBe("R");
    expect(initials({ firstName: null, lastName: null })).toBe("?");
  });
});

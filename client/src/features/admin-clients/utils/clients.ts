import type { AdminClient } from "@shared/admin-api";

export function fullName(client: Pick<AdminClient, "firstName" | "lastName">): string {
  return [client.firstName, client.lastName].filter(Boolean).join(" ");
}

/** A client matches when the first name, last name or email contains the term, ignoring case. */
export function matchesSearch(client: AdminClient, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [client.firstName, client.lastName, client.email].some((value) => value?.toLowerCase().includes(needle));
}

export function initials(client: Pick<AdminClient, "firstName" | "lastName">): string {
  return [client.firstName, client.lastName].map((part) => part?.trim().charAt(0) ?? "").join("").toUpperCase() || "?";
}

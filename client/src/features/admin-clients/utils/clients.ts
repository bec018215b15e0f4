import type { AdminClient } from "@shared/admin-api";

export function fullName(client: Pick<AdminClient, "firstName" | "lastName">): string {
  return [client.firstName, client.lastName].filter(Boolean).join(" ");
}

export function initials(client: Pick<AdminClient, "firstName" | "lastName">): string {
  return [client.firstName, client.lastName].map((part) => part?.trim().charAt(0) ?? "").join("").toUpperCase() || "?";
}

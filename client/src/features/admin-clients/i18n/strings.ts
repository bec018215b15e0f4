import { adminClients as en } from "@/lib/i18n/en/admin-clients";
import { adminClients as es } from "@/lib/i18n/es/admin-clients";
import { useSection } from "@/lib/i18n/use-section";

export type ClientStrings = typeof es;

export function useClientStrings(): ClientStrings {
  return useSection({ es, en });
}

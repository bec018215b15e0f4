import { liveBoard as en } from "@/lib/i18n/en/live-board";
import { liveBoard as es } from "@/lib/i18n/es/live-board";
import { useSection } from "@/lib/i18n/use-section";

export type LiveBoardStrings = typeof es;

export function useLiveBoardStrings(): LiveBoardStrings {
  return useSection({ es, en });
}

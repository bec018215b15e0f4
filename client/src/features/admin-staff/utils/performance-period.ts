import { addDays } from "@shared/time";

/** The staff page's periods: the last twelve months (the server's default), this month, or last month. */
export const PERFORMANCE_PERIODS = ["year", "thisMonth", "lastMonth"] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

/** The dates to ask for; none for the twelve months, which the server counts by default. */
export function performanceRange(period: PerformancePeriod, today: string): { from?: string; to?: string } {
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (period) {
    case "year":
      return {};
    case "thisMonth":
      return { from: monthStart, to: today };
    case "lastMonth": {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}

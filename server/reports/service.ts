import { MAX_REPORT_DAYS, type Period, PERIODS, type ReportAnswer, reportNameParam, reportQuerySchema } from "@shared/reports-api";
import { addDays } from "@shared/time";
import type { Db } from "../infra/db/database";
import { AppError } from "../infra/http/errors";
import { toCsv } from "./csv";
import { occupancy } from "./occupancy";
import { revenueByPeriod, revenueByService, revenueByStaff } from "./revenue";
import { clientsByPeriod, rebookingByPeriod, visitsByHour, visitsByPeriod } from "./visits";

/** The CSV columns of each report (and grouping), in the order the tables show them. */
const COLUMNS: Record<string, string[]> = {
  "revenue:period": ["period", "visits", "gross", "discounts", "sales", "tips"],
  "revenue:service": ["itemId", "kind", "nameEs", "nameEn", "count", "revenue"],
  "revenue:staff": ["staffId", "nameEs", "nameEn", "visits", "sales", "tips", "commissionPercent", "commission"],
  visits: ["period", "booked", "completed", "noShows", "cancelled", "lateCancels", "noShowRate", "lateCancelRate"],
  rebooking: ["period", "visits", "rebooked", "rate"],
  clients: ["period", "clients", "newClients", "returning"],
  occupancy: ["staffId", "nameEs", "nameEn", "scheduledMinutes", "bookedMinutes", "occupancy"],
  hours: ["weekday", "hour", "visits"],
};

export type ReportOutput = { kind: "json"; body: ReportAnswer } | { kind: "csv"; fileName: string; body: string };

function asPeriod(groupBy: string | undefined): Period {
  if (groupBy === undefined) return "day";
  if ((PERIODS as readonly string[]).includes(groupBy)) return groupBy as Period;
  throw new AppError("BAD_REQUEST", "Group by must be day, week or month");
}

/**
 * One report over a salon-date range of at most MAX_REPORT_DAYS days, as JSON or as a CSV file. Every figure
 * is an SQL aggregate; nothing is summed here.
 */
export async function runReport(db: Db, name: unknown, query: unknown): Promise<ReportOutput> {
  const report = reportNameParam.parse(name);
  const { from, to, groupBy, format } = reportQuerySchema.parse(query);
  if (to > addDays(from, MAX_REPORT_DAYS - 1)) throw new AppError("BAD_REQUEST", `Choose at most ${MAX_REPORT_DAYS} days`);
  let rows: object[];
  let columns: string;
  switch (report) {
    case "revenue":
      if (groupBy === "service") [rows, columns] = [await revenueByService(db, from, to), "revenue:service"];
      else if (groupBy === "staff") [rows, columns] = [await revenueByStaff(db, from, to), "revenue:staff"];
      else [rows, columns] = [await revenueByPeriod(db, from, to, asPeriod(groupBy)), "revenue:period"];
      break;
    case "visits":
      [rows, columns] = [await visitsByPeriod(db, from, to, asPeriod(groupBy)), report];
      break;
    case "rebooking":
      [rows, columns] = [await rebookingByPeriod(db, from, to, asPeriod(groupBy)), report];
      break;
    case "clients":
      [rows, columns] = [await clientsByPeriod(db, from, to, asPeriod(groupBy)), report];
      break;
    case "occupancy":
      [rows, columns] = [await occupancy(db, from, to), report];
      break;
    case "hours":
      [rows, columns] = [await visitsByHour(db, from, to), report];
      break;
  }
  const grouping = report === "revenue" ? (groupBy ?? "day") : report === "occupancy" || report === "hours" ? null : asPeriod(groupBy);
  if (format === "csv") {
    const suffix = grouping ? `-${grouping}` : "";
    return { kind: "csv", fileName: `${report}${suffix}-${from}-${to}.csv`, body: toCsv(rows, COLUMNS[columns]) };
  }
  return { kind: "json", body: { report, from, to, groupBy: grouping, rows } as ReportAnswer };
}

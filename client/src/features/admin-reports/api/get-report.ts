import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportAnswer, ReportName, RevenueGroup } from "@shared/reports-api";
import { apiPath } from "@shared/api/paths";
import { getJson } from "@/lib/api-client";

export interface ReportRequest {
  report: ReportName;
  from: string;
  to: string;
  groupBy?: RevenueGroup;
}

/** The report's address; with `csv` the same report as a CSV file to download. */
export function reportUrl({ report, from, to, groupBy }: ReportRequest, csv = false): string {
  const query = new URLSearchParams({ from, to, ...(groupBy ? { groupBy } : {}), ...(csv ? { format: "csv" } : {}) });
  return `${apiPath("GET /api/admin/reports/:report", { report })}?${query}`;
}

export function useReport<Name extends ReportName>(request: ReportRequest & { report: Name }) {
  const url = reportUrl(request);
  return useQuery({ queryKey: [url], queryFn: () => getJson<ReportAnswer<Name>>(url), placeholderData: keepPreviousData });
}

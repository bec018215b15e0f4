import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useReportsStrings } from "../i18n/strings";

export interface Column<Row> {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface ReportCardProps<Row> {
  id: string;
  title: string;
  csvUrl: string;
  csvName: string;
  rows: readonly Row[] | undefined;
  columns: readonly Column<Row>[];
  pending: boolean;
  failed: boolean;
  /** A chart above the table, when the report has one. */
  chart?: ReactNode;
}

/** One report: its title, its CSV download, an optional chart and the table of its rows (printed as it shows). */
export function ReportCard<Row>({ id, title, csvUrl, csvName, rows, columns, pending, failed, chart }: ReportCardProps<Row>) {
  const s = useReportsStrings();
  const titleId = `${id}-title`;
  return (
    <Card aria-labelledby={titleId} className="break-inside-avoid print:border-0 print:shadow-none">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={titleId}>{title}</CardTitle>
        <a
          href={csvUrl}
          download={csvName}
          className="inline-flex items-center gap-1 rounded-md border border-plum-200 px-3 py-1.5 text-sm font-medium text-plum-900 hover:bg-plum-50 print:hidden"
        >
          <Download className="size-4" aria-hidden />
          {s.downloadCsv}
          <span className="sr-only">: {title}</span>
        </a>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failed ? <p role="alert">{s.loadError}</p> : null}
        {pending && !rows ? <p>{s.loading}</p> : null}
        {rows && rows.length === 0 ? <p>{s.empty}</p> : null}
        {rows && rows.length > 0 ? (
          <>
            {chart}
            {/* On a phone the table scrolls sideways: the table takes focus so a keyboard can scroll it too (a group, not a second landmark beside its section). */}
            <div className="overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-plum-500 focus-visible:outline-none" tabIndex={0} role="group" aria-labelledby={titleId}>
              <table className="w-full text-sm" aria-labelledby={titleId}>
                <thead>
                  <tr className="border-b border-stone-200 text-left text-stone-700">
                    {columns.map((column) => (
                      <th key={column.key} scope="col" className={column.numeric ? "px-2 py-1 text-right" : "px-2 py-1"}>
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={index} className="border-b border-stone-100">
                      {columns.map((column) => (
                        <td key={column.key} className={column.numeric ? "px-2 py-1 text-right tabular-nums" : "px-2 py-1"}>
                          {column.value(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Checkout at the desk, the day's close and the owner's reports: every one needs a signed-in admin. */
import { z } from "zod";
import { dateParam } from "../api";
import { adjustmentRequestSchema, adjustmentResultSchema, checkoutRequestSchema, checkoutResultSchema, dayCloseRequestSchema, dayReopenRequestSchema, daySummarySchema } from "../checkout-api";
import { reportNameParam, reportQuerySchema } from "../reports-api";
import type { ApiOperation } from "./operation";

const admin = { access: "admin" } as const;

export const checkoutRoutes = {
  "POST /api/admin/appointments/:id/checkout": {
    ...admin,
    summary:
      "Check a visit out: lines charged, discount, tips per manicurist and payments, every total computed by the server; saved once (the same checkout again gets the first answer, a different one 409); the receipt is emailed",
    body: checkoutRequestSchema,
    status: 201,
    response: checkoutResultSchema,
  },
  "GET /api/admin/appointments/:id/checkout": { ...admin, summary: "A visit's checkout with its lines, tips, payments and corrections", returns: "CheckoutDetail (shared/checkout-api.ts)" },
  "POST /api/admin/checkouts/:id/adjustments": {
    ...admin,
    summary: "Record a correction of a checkout (money charged or given back, on the sale or a tip); refused while its day is closed",
    body: adjustmentRequestSchema,
    status: 201,
    response: adjustmentResultSchema,
  },
  "GET /api/admin/day-close/:date": { ...admin, summary: "A salon day's money: expected cash, card and transfer totals, tips per manicurist, and its close", params: { date: dateParam }, response: daySummarySchema },
  "POST /api/admin/day-close": { ...admin, summary: "Close a day with the cash counted; a closed day refuses checkouts and corrections", body: dayCloseRequestSchema, status: 201, response: daySummarySchema },
  "POST /api/admin/day-close/:date/reopen": { ...admin, summary: "Reopen a closed day, with the reason on record", params: { date: dateParam }, body: dayReopenRequestSchema, response: daySummarySchema },
  "GET /api/admin/reports/:report": {
    ...admin,
    summary: "A report over at most 366 salon days: revenue (groupBy day, week, month, service or staff), visits, rebooking, clients, occupancy or hours; format=csv answers an RFC 4180 CSV file (UTF-8 with BOM)",
    params: { report: reportNameParam },
    query: reportQuerySchema,
    returns: "ReportAnswer (shared/reports-api.ts), or text/csv with format=csv",
    response: z.object({ report: z.string(), from: z.string(), to: z.string(), groupBy: z.string().nullable(), rows: z.array(z.record(z.string(), z.unknown())) }),
  },
} satisfies Record<string, ApiOperation>;

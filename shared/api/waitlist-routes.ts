/** The waitlist: joining, offers of freed places, leaving, and the front desk's list of each day. */
import { z } from "zod";
import { awaitingPaymentBookingSchema } from "../payments-api";
import {
  adminWaitlistBookSchema,
  adminWaitlistQuerySchema,
  adminWaitlistResponseSchema,
  waitlistClaimRequestSchema,
  waitlistDeclineResponseSchema,
  waitlistJoinResponseSchema,
  waitlistJoinSchema,
  waitlistLeaveLinkSchema,
  waitlistLeaveResponseSchema,
  waitlistOfferViewSchema,
} from "../waitlist-api";
import type { ApiOperation } from "./operation";
import { bookingResponseSchema, publicBookingResponseSchema } from "./responses";

const id = z.coerce.number().int().positive();

export const waitlistRoutes = {
  "POST /api/waitlist": {
    access: "public",
    summary:
      "Join the waitlist of one or more dates of the booking window (one entry per email address and date: joining again updates the entry and keeps its place); a confirmation email carries the link to leave",
    body: waitlistJoinSchema,
    status: 201,
    response: waitlistJoinResponseSchema,
  },
  "GET /api/waitlist/offers/:token": {
    access: "public",
    summary: "An offer of a freed place: services, date, time, total and expiry, in whatever state it is (404 for a token never issued)",
    response: waitlistOfferViewSchema,
  },
  "POST /api/waitlist/offers/:token/claim": {
    access: "public",
    summary:
      "Claim an offer: books it through the public booking path and answers as POST /api/appointments/public (201; a held slot with its checkout URL when a deposit applies); 409 when taken meanwhile, 410 when expired or answered",
    body: waitlistClaimRequestSchema,
    status: 201,
    response: z.union([publicBookingResponseSchema, awaitingPaymentBookingSchema]),
  },
  "POST /api/waitlist/offers/:token/decline": {
    access: "public",
    summary: "Decline an offer: the place goes to the next fitting entry at once; the customer stays on the list and is told the dates they still wait on (410 once answered or expired)",
    response: waitlistDeclineResponseSchema,
  },
  "GET /api/waitlist/leave/:token": {
    access: "public",
    summary: "A leave link before it is pressed: its join's dates and language (changes nothing; 404 for a token never issued, 410 once its dates have passed)",
    response: waitlistLeaveLinkSchema,
  },
  "POST /api/waitlist/leave/:token": {
    access: "public",
    summary: "Leave the waitlist: ends every waiting entry of the join the link came with and withdraws their open offers (repeatable)",
    response: waitlistLeaveResponseSchema,
  },
  "GET /api/admin/waitlist": {
    access: "admin",
    summary: "A date's waitlist in join order, each entry with its state and latest offer",
    query: adminWaitlistQuerySchema,
    response: adminWaitlistResponseSchema,
  },
  "POST /api/admin/waitlist/:id/book": {
    access: "admin",
    summary: "Book a waiting entry into a time of its date at the front desk (front-desk rules) and mark it booked",
    params: { id },
    body: adminWaitlistBookSchema,
    status: 201,
    response: bookingResponseSchema,
  },
} satisfies Record<string, ApiOperation>;

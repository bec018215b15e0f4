import { useId, type ComponentType } from "react";
import type { AdminAppointment } from "@shared/admin-api";
import { isPayableStatus } from "@shared/checkout-api";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatPrice, formatTime } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useBookedVisit } from "../api/get-booked-visit";
import { useFrontDeskStrings } from "../i18n/strings";

/** The checkout's button and dialog, handed down from the app (another feature's, the one the appointments page uses). */
export type CheckoutAction = ComponentType<{ appointment: AdminAppointment; onCheckedOut?: () => void }>;

/** A visit booked at the desk today, while the page stays open. */
export interface BookedVisit {
  id: number;
  appointmentDate: string;
  appointmentTime: string;
  totalPrice: number;
  customerName: string;
  staffId: number | null;
  checkedOut: boolean;
}

function BookedVisitRow({ visit, checkout: Checkout, onCheckedOut }: { visit: BookedVisit; checkout: CheckoutAction; onCheckedOut: () => void }) {
  const s = useFrontDeskStrings();
  const { language } = useI18n();
  const appointment = useBookedVisit(visit.id, visit.appointmentDate, visit.staffId);
  const current = appointment.data;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-plum-100 bg-white p-3" data-booked-visit={visit.id}>
      <span className="font-medium text-stone-900">{s.visitLine(visit.customerName, formatTime(visit.appointmentTime, language), formatPrice(visit.totalPrice))}</span>
      {visit.checkedOut ? (
        <Badge className="bg-emerald-100 text-emerald-900">{s.checkedOut}</Badge>
      ) : current ? (
        !isPayableStatus(current.status) ? (
          <Badge variant="muted">{s.visitGone}</Badge>
        ) : (
          <Checkout appointment={current} onCheckedOut={onCheckedOut} />
        )
      ) : null}
    </li>
  );
}

/**
 * The visits booked at the desk today, each with its checkout: a walk-in is paid for here when she is done,
 * without looking for her on the appointments page. The server completes a visit it checks out.
 */
export function BookedVisits({ visits, checkout, onCheckedOut }: { visits: BookedVisit[]; checkout: CheckoutAction; onCheckedOut: (id: number) => void }) {
  const s = useFrontDeskStrings();
  const headingId = useId();
  if (visits.length === 0) return null;
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid gap-3 pt-5 sm:pt-6">
        <h2 id={headingId} className="font-display text-xl font-semibold text-plum-950">
          {s.justBooked}
        </h2>
        <p className="text-sm text-stone-700">{s.justBookedHint}</p>
        <ul className="grid gap-2">
          {visits.map((visit) => (
            <BookedVisitRow key={visit.id} visit={visit} checkout={checkout} onCheckedOut={() => onCheckedOut(visit.id)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

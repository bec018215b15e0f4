import { CreditCard, NotebookPen, UserX } from "lucide-react";
import { formatDate, formatPrice } from "@/lib/format";
import { payments as paymentsEn } from "@/lib/i18n/en/payments";
import { payments as paymentsEs } from "@/lib/i18n/es/payments";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useSection } from "@/lib/i18n/use-section";
import { useClientCard } from "../api/get-client-card";
import { useFrontDeskStrings } from "../i18n/strings";

/** What the front desk must see on picking a client: their note, past no-shows, last visit and their upcoming visits' deposits. */
export function ClientSummary({ clientId }: { clientId: string }) {
  const s = useFrontDeskStrings();
  const { language } = useI18n();
  const card = useClientCard(clientId);
  const paymentWords = useSection({ es: paymentsEs, en: paymentsEn });
  if (!card.data) return null;
  const { client, noShowCount, past, upcoming } = card.data;
  const lastVisit = past.find((appointment) => appointment.status === "completed");
  // Only visits with a payment say anything: a salon without a payment provider never has one.
  const paid = upcoming.filter((appointment) => appointment.payment);
  return (
    <div role="status" className="grid gap-1.5 rounded-xl bg-plum-50 p-3 text-sm text-stone-900" data-client-summary>
      {client.notes ? (
        <p className="flex items-start gap-1.5 font-semibold text-amber-950">
          <NotebookPen className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden />
          {s.note}: {client.notes}
        </p>
      ) : null}
      <p className={noShowCount > 0 ? "flex items-center gap-1.5 font-semibold text-red-800" : "flex items-center gap-1.5"}>
        <UserX className="size-4 shrink-0" aria-hidden />
        {s.pastNoShows(noShowCount)}
      </p>
      <p>{lastVisit ? s.lastVisit(formatDate(lastVisit.appointmentDate, language, "medium")) : s.noVisits}</p>
      {paid.map(({ id, appointmentDate, payment }) => (
        <p key={id} className="flex items-center gap-1.5" data-testid="client-payment">
          <CreditCard className="size-4 shrink-0 text-plum-700" aria-hidden />
          {formatDate(appointmentDate, language, "medium")}: {paymentWords.kind[payment!.kind]}, {paymentWords.state[payment!.state].toLowerCase()}
          {payment!.paid > 0 ? ` (${formatPrice(payment!.paid)})` : ""}
        </p>
      ))}
    </div>
  );
}

import { useId, useState } from "react";
import type { AdminClient, ClientHistoryAppointment } from "@shared/admin-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { formatDate, formatPrice, formatTime, localizedName } from "@/lib/format";
import { useI18n } from "@/lib/i18n/use-i18n";
import { useClientHistory } from "../api/get-client-history";
import { useSaveClientNotes } from "../api/save-client-notes";
import { useClientStrings } from "../i18n/strings";

function Visits({ title, rows }: { title: string; rows: ClientHistoryAppointment[] }) {
  const s = useClientStrings();
  const { language } = useI18n();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h3 id={titleId} className="text-sm font-semibold text-stone-800">
        {title}
      </h3>
      {rows.length === 0 ? <p className="text-sm text-stone-600">{s.noVisits}</p> : null}
      <ul className="grid gap-1.5">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-plum-50 px-3 py-2 text-sm">
            <span className="font-semibold tabular-nums">
              {formatDate(row.appointmentDate, language, "medium")} · {formatTime(row.appointmentTime, language)}
            </span>
            <span>{row.services.map((service) => localizedName(service, language)).join(", ")}</span>
            {row.staff ? <span className="text-stone-600">{localizedName(row.staff, language)}</span> : null}
            <span className="tabular-nums">{formatPrice(row.totalPrice)}</span>
            <Badge className={row.status === "no_show" ? "bg-red-100 text-red-900" : undefined} variant={row.status === "no_show" ? undefined : "muted"}>
              {s.statuses[row.status]}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The client card: what they booked and spent, their no-shows, and the front desk's notes about them. */
export function ClientHistoryDialog({ client, name, onClose }: { client: AdminClient; name: string; onClose: () => void }) {
  const s = useClientStrings();
  const history = useClientHistory(client.id);
  const save = useSaveClientNotes();
  const [notes, setNotes] = useState(client.notes ?? "");
  const notesId = useId();

  const saveNotes = () =>
    save.mutate(
      { id: client.id, notes },
      {
        onSuccess: () => toast({ title: s.notesSaved, description: name }),
        onError: (error) => toast({ variant: "destructive", title: s.notesFailed, description: errorMessage(error, s.notesFailed) }),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={s.close} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>{s.historyIntro}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Spinner label={s.loading} />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {s.historyFailed}
          </p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-3 gap-2 text-center">
              {(
                [
                  [s.totalSpent, formatPrice(history.data.totalSpent), false],
                  [s.completedVisits, String(history.data.completedCount), false],
                  [s.noShows, String(history.data.noShowCount), history.data.noShowCount > 0],
                ] as const
              ).map(([label, value, warn]) => (
                <div key={label} className={warn ? "rounded-xl bg-red-50 p-3 text-red-900" : "rounded-xl bg-plum-50 p-3"}>
                  <dt className="text-xs">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <Visits title={s.upcoming} rows={history.data.upcoming} />
            <Visits title={s.past} rows={history.data.past} />
          </div>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={notesId}>{s.notes}</Label>
          <textarea
            id={notesId}
            rows={3}
            maxLength={2000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            className="rounded-xl border border-stone-300 bg-white p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
          />
          <div className="flex justify-end">
            <Button onClick={saveNotes} disabled={save.isPending}>
              {save.isPending ? s.saving : s.saveNotes}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

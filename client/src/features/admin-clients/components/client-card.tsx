import { Calendar, History, Mail, Pencil, Phone } from "lucide-react";
import { useState } from "react";
import type { AdminClient } from "@shared/admin-api";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n/use-i18n";
import { formatInstantDate } from "@/lib/format";
import { formatPhone } from "@/lib/phone-format";
import { useClientStrings } from "../i18n/strings";
import { fullName, initials } from "../utils/clients";
import { ClientHistoryDialog } from "./client-history-dialog";

export function ClientCard({ client, onEdit }: { client: AdminClient; onEdit: () => void }) {
  const s = useClientStrings();
  const { language } = useI18n();
  const [showHistory, setShowHistory] = useState(false);
  const name = fullName(client) || s.noName;
  const isVip = client.membershipTier === "vip";
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm" data-client-id={client.id}>
      <div className="flex items-start gap-3">
        {client.profileImageUrl ? (
          <img src={client.profileImageUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-plum-100 font-semibold text-plum-900" aria-hidden>
            {initials(client)}
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h2 className="truncate text-lg font-semibold text-plum-950">{name}</h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge className={isVip ? "bg-amber-100 text-amber-900" : undefined} variant={isVip ? undefined : "muted"}>
              {isVip ? s.vip : s.regular}
            </Badge>
            {client.marketingOptIn ? <Badge className="bg-emerald-100 text-emerald-900">{s.marketingOk}</Badge> : null}
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label={s.editClientNamed(name)} title={s.edit} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
      </div>
      <ul className="grid gap-1 text-sm text-stone-700">
        {client.email ? (
          <li className="flex items-center gap-2 break-all">
            <Mail className="size-4 shrink-0 text-plum-700" aria-hidden />
            {client.email}
          </li>
        ) : null}
        {client.phone ? (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-plum-700" aria-hidden />
            {formatPhone(client.phone)}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-plum-700" aria-hidden />
          {s.joined(formatInstantDate(client.createdAt, language))}
        </li>
      </ul>
      <Button variant="outline" size="sm" className="mt-auto w-fit" aria-label={s.historyOf(name)} onClick={() => setShowHistory(true)}>
        <History aria-hidden />
        {s.history}
      </Button>
      {showHistory ? <ClientHistoryDialog client={client} name={name} onClose={() => setShowHistory(false)} /> : null}
    </li>
  );
}

import { Calendar, Mail, ShieldCheck } from "lucide-react";
import { useId } from "react";
import type { IssuedCredentials } from "@shared/admin-accounts-api";
import type { UserListRow } from "@shared/admin-api";
import { ADMIN_LEVELS, type AdminLevel } from "@shared/schema";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n/use-i18n";
import { errorMessage } from "@/lib/api-client";
import { formatInstantDate } from "@/lib/format";
import { useUpdateAdminLevel } from "../api/update-admin-level";
import { EmailDialog } from "./email-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { useUserStrings } from "../i18n/strings";

function isAdminLevel(value: string): value is AdminLevel {
  return (ADMIN_LEVELS as readonly string[]).includes(value);
}

export function UserCard({ user, isSelf, onCredentials }: { user: UserListRow; isSelf: boolean; onCredentials: (credentials: IssuedCredentials) => void }) {
  const s = useUserStrings();
  const { language } = useI18n();
  const update = useUpdateAdminLevel();
  const selectId = useId();
  const hintId = useId();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || s.noName;

  const change = (value: string) => {
    if (!isAdminLevel(value) || value === user.adminLevel) return;
    update.mutate(
      { id: user.id, adminLevel: value },
      {
        onSuccess: () => toast({ title: s.updated, description: `${name}: ${s.levels[value]}` }),
        onError: (error) => toast({ variant: "destructive", title: s.updateFailed, description: errorMessage(error, s.updateFailed) }),
      },
    );
  };

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm"
      data-user-id={user.id}
    >
      <div className="grid gap-1.5">
        <h2 className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-plum-950">
          {name}
          {isSelf ? <span className="text-sm font-medium text-plum-800">{s.you}</span> : null}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={user.membershipTier === "vip" ? "soft" : "muted"}>
            {s.tiers[user.membershipTier] ?? user.membershipTier}
          </Badge>
          {user.adminLevel !== "none" ? (
            <Badge>
              <ShieldCheck className="size-3.5" aria-hidden />
              {s.levels[user.adminLevel]}
            </Badge>
          ) : null}
        </div>
      </div>
      <ul className="grid gap-1 text-sm text-stone-700">
        {user.email ? (
          <li className="flex items-center gap-2 break-all">
            <Mail className="size-4 shrink-0 text-plum-700" aria-hidden />
            {user.email}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-plum-700" aria-hidden />
          {s.registered(formatInstantDate(user.createdAt, language))}
        </li>
      </ul>
      <div className="mt-auto grid gap-1.5">
        <Label htmlFor={selectId}>{s.adminLevel}</Label>
        <NativeSelect
          id={selectId}
          value={user.adminLevel}
          disabled={isSelf || update.isPending}
          aria-describedby={isSelf ? hintId : undefined}
          onChange={(event) => change(event.target.value)}
        >
          {ADMIN_LEVELS.map((level) => (
            <option key={level} value={level}>
              {s.levels[level]}
            </option>
          ))}
        </NativeSelect>
        {isSelf ? (
          <p id={hintId} className="text-xs text-stone-600">
            {s.ownLevelHint}
          </p>
        ) : null}
      </div>
      {user.adminLevel !== "none" ? (
        <div className="flex flex-wrap gap-2">
          <EmailDialog user={user} name={name} />
          {!isSelf ? <ResetPasswordDialog user={user} name={name} onIssued={onCredentials} /> : null}
        </div>
      ) : null}
    </li>
  );
}

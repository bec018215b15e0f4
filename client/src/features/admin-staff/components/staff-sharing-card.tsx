import { useState } from "react";
import type { StaffSharing } from "@shared/my-day-api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadErrorCard } from "@/components/ui/load-error-card";
import { Spinner } from "@/components/ui/spinner";
import { SwitchField } from "@/components/ui/switch";
import { useStaffSharing } from "../api/get-staff-sharing";
import { useUpdateStaffSharing } from "../api/update-staff-sharing";
import { useStaffStrings } from "../i18n/strings";

/**
 * The salon's choice of what every manicurist's "My day" page and calendar feed show of a customer besides
 * the first name: the client card's note and the phone. Each switch saves at once.
 */
export function StaffSharingCard() {
  const t = useStaffStrings().sharing;
  const sharing = useStaffSharing();
  const update = useUpdateStaffSharing();
  const [notice, setNotice] = useState<string | null>(null);

  const set = (change: Partial<StaffSharing>) => {
    if (!sharing.data) return;
    update.mutate({ ...sharing.data, ...change }, { onSuccess: () => setNotice(t.saved), onError: () => setNotice(t.failed) });
  };

  return (
    <Card aria-labelledby="staff-sharing-title">
      <CardHeader>
        <CardTitle id="staff-sharing-title" className="text-lg">
          {t.title}
        </CardTitle>
        <CardDescription>{t.explain}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {sharing.isPending ? (
          <Spinner label={t.loading} />
        ) : sharing.isError ? (
          <LoadErrorCard message={t.loadError} retryLabel={t.retry} onRetry={() => void sharing.refetch()} />
        ) : (
          <>
            <SwitchField
              id="staff-sharing-notes"
              label={t.clientNotes}
              switchLabel={t.clientNotesSwitch}
              checked={sharing.data.clientNotes}
              onCheckedChange={(clientNotes) => set({ clientNotes })}
            />
            <SwitchField
              id="staff-sharing-phone"
              label={t.customerPhone}
              switchLabel={t.customerPhoneSwitch}
              checked={sharing.data.customerPhone}
              onCheckedChange={(customerPhone) => set({ customerPhone })}
            />
          </>
        )}
        {notice ? (
          <p role="status" className="text-sm text-stone-700 sm:col-span-2">
            {notice}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

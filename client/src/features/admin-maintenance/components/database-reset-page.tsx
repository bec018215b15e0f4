import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CountsCard } from "@/components/ui/counts-card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCurrentAdmin } from "@/lib/current-admin";
import { useResetDatabase } from "@/lib/reset-database";
import { useMaintenanceStrings } from "../i18n/strings";

export default function DatabaseResetPage() {
  const s = useMaintenanceStrings();
  const reset = useResetDatabase();
  const isSuperAdmin = useCurrentAdmin().data?.isSuperAdmin ?? false;
  const [open, setOpen] = useState(false);

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: s.success, description: s.resetDone });
      },
      onError: (error) => {
        setOpen(false);
        toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.resetFailed) });
      },
    });

  const counts = reset.data?.deletedCounts;

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="database-reset-title" className="border-red-200">
        <CardHeader>
          <h1 id="database-reset-title" className="font-display text-2xl font-semibold text-plum-950">
            {s.resetTitle}
          </h1>
          <CardDescription className="text-base text-stone-700">{s.resetIntro}</CardDescription>
          <p className="text-sm font-medium text-red-800">{s.resetSuperadminOnly}</p>
        </CardHeader>
        {/* Only a superadmin may reset (the server refuses anyone else), so only a superadmin gets the button. */}
        {isSuperAdmin ? (
          <CardContent>
            <ConfirmDialog
              open={open}
              onOpenChange={setOpen}
              trigger={
                <Button variant="destructive">
                  <RotateCcw aria-hidden />
                  {s.resetButton}
                </Button>
              }
              title={s.resetDialogTitle}
              description={s.resetDialogDescription}
              cancelLabel={s.cancel}
              confirmLabel={s.resetConfirm}
              pendingLabel={s.resetting}
              pending={reset.isPending}
              onConfirm={confirm}
            />
          </CardContent>
        ) : null}
      </Card>

      {counts ? (
        <CountsCard
          titleId="database-reset-deleted"
          title={s.deletedTitle}
          counts={[
            [s.deletedAppointments, counts.appointments],
            [s.deletedUsers, counts.users],
            [s.deletedAvailability, counts.staffAvailability],
            [s.deletedReviews, counts.reviews],
          ]}
        />
      ) : null}
    </div>
  );
}

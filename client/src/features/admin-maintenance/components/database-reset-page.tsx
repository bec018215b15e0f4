import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/query-client";
import { useResetDatabase } from "../api/reset-database";
import { useMaintenanceStrings } from "../i18n/strings";

export default function DatabaseResetPage() {
  const s = useMaintenanceStrings();
  const reset = useResetDatabase();
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
        <CardContent>
          {/* An alert dialog, so focus starts on Cancel and a stray Enter cannot wipe the data. */}
          <AlertDialog.Root open={open} onOpenChange={(next) => !reset.isPending && setOpen(next)}>
            <AlertDialog.Trigger asChild>
              <Button variant="destructive">
                <RotateCcw aria-hidden />
                {s.resetButton}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-plum-950/50 backdrop-blur-[2px]" />
              <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl focus:outline-none">
                <div className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-100 text-red-700" aria-hidden>
                    <TriangleAlert className="size-5" />
                  </span>
                  <div className="grid gap-2">
                    <AlertDialog.Title className="font-display text-xl font-semibold text-plum-950">{s.resetDialogTitle}</AlertDialog.Title>
                    <AlertDialog.Description className="text-sm text-stone-700">{s.resetDialogDescription}</AlertDialog.Description>
                  </div>
                </div>
                <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <AlertDialog.Cancel asChild>
                    <Button variant="outline" disabled={reset.isPending}>
                      {s.cancel}
                    </Button>
                  </AlertDialog.Cancel>
                  {/* Not AlertDialog.Action: that closes at once, and the dialog must stay while the reset runs. */}
                  <Button variant="destructive" onClick={confirm} disabled={reset.isPending}>
                    {reset.isPending ? s.resetting : s.resetConfirm}
                  </Button>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        </CardContent>
      </Card>

      {counts ? (
        <Card role="status" aria-labelledby="database-reset-deleted" className="border-emerald-200 bg-emerald-50">
          <CardHeader>
            <CardTitle id="database-reset-deleted" className="text-lg">
              {s.deletedTitle}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  [s.deletedAppointments, counts.appointments],
                  [s.deletedUsers, counts.users],
                  [s.deletedAvailability, counts.staffAvailability],
                  [s.deletedReviews, counts.reviews],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="text-sm text-stone-700">{label}</dt>
                  <dd className="text-2xl font-semibold text-stone-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/query-client";
import { useResetDatabase, type ResetDatabaseResult } from "../api/reset-database";
import { useDashboardStrings } from "../i18n/strings";

/**
 * The destructive confirm of spec 001 §2. It is an alert dialog (not a plain dialog) so focus starts on
 * Cancel and a stray Enter cannot wipe the data.
 */
export function ResetDatabaseDialog({ onReset }: { onReset: (result: ResetDatabaseResult) => void }) {
  const s = useDashboardStrings();
  const reset = useResetDatabase();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    reset.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        onReset(result);
        toast({ title: s.resetDone, description: result.message });
      },
      onError: (error) => {
        toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.resetFailed) });
      },
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !reset.isPending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="destructive" size="sm">
          <RotateCcw aria-hidden />
          {s.resetDatabase}
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
              <AlertDialog.Title className="font-display text-xl font-semibold text-plum-950">{s.resetTitle}</AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-stone-700">{s.resetDescription}</AlertDialog.Description>
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
  );
}

import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { ResetDatabaseResult } from "@shared/admin-catalogue-api";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useResetDatabase } from "@/lib/reset-database";
import { useDashboardStrings } from "../i18n/strings";

/**
 * A reset deletes appointments, clients, availability and reviews, so it asks for a destructive
 * confirmation first (docs/product-rules.md, "Maintenance").
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="destructive" size="sm">
          <RotateCcw aria-hidden />
          {s.resetDatabase}
        </Button>
      }
      title={s.resetTitle}
      description={s.resetDescription}
      cancelLabel={s.cancel}
      confirmLabel={s.resetConfirm}
      pendingLabel={s.resetting}
      pending={reset.isPending}
      onConfirm={confirm}
    />
  );
}

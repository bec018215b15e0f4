import { Undo2 } from "lucide-react";
import type { AdminAppointment } from "@shared/admin-api";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useUpdateAppointmentStatus } from "../api/update-appointment-status";
import { useAppointmentStrings } from "../i18n/strings";
import { statusLabel } from "../utils/format";

/**
 * Undoes a no-show or completion marked today (the server's "revert"): the appointment gets back the status
 * it had. Shown only while the server says it can (`canRevert`); a refusal is told in the admin's language.
 */
export function UndoButton({ appointment }: { appointment: AdminAppointment }) {
  const s = useAppointmentStrings();
  const update = useUpdateAppointmentStatus();
  if (!appointment.canRevert) return null;
  const undo = () => {
    update.mutateAsync({ id: appointment.id, status: "revert" }).then(
      () => toast({ title: s.undone, description: statusLabel(appointment.status, s) }),
      (error: unknown) => toast({ variant: "destructive", title: s.undoFailed, description: errorMessage(error, s.undoFailed) }),
    );
  };
  return (
    <Button variant="outline" onClick={undo} disabled={update.isPending} aria-label={s.undoLabel(statusLabel(appointment.status, s))}>
      <Undo2 aria-hidden />
      {s.undo}
    </Button>
  );
}

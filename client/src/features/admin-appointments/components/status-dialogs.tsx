import { useId } from "react";
import type { StatusUpdate } from "@shared/admin-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { useAppointmentStrings } from "../i18n/strings";

/** The status choices that ask first. A no-show and a completion ask too: they can be undone only the same day. */
export type PendingChoice = "cancel" | "completeEarly" | "complete" | "noShow" | null;

interface StatusDialogsProps {
  choice: PendingChoice;
  onClose: () => void;
  pending: boolean;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** What the cancellation does to the customer's deposit, when they paid one. */
  depositNote: string | null;
  onConfirm: (status: Exclude<StatusUpdate["status"], "revert">, extra?: { reason?: string; override?: boolean }) => void;
}

/** The confirmations of a card's status changes; closing one returns focus to the control that opened it. */
export function StatusDialogs({ choice, onClose, pending, reason, onReasonChange, depositNote, onConfirm }: StatusDialogsProps) {
  const s = useAppointmentStrings();
  const reasonId = useId();
  return (
    <>
      <ConfirmDialog
        open={choice === "cancel"}
        onOpenChange={(open) => !open && onClose()}
        title={s.cancelTitle}
        description={s.cancelIntro}
        cancelLabel={s.keepAppointment}
        confirmLabel={s.confirmCancel}
        pendingLabel={s.cancelling}
        pending={pending}
        onConfirm={() => onConfirm("cancelled", { reason: reason.trim() || undefined })}
      >
        {depositNote ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="cancel-deposit">
            {depositNote}
          </p>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>{s.cancelReason}</Label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => onReasonChange(event.target.value)}
            className="rounded-xl border border-stone-300 bg-white p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-plum-600"
          />
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={choice === "completeEarly"}
        onOpenChange={(open) => !open && onClose()}
        title={s.completeEarlyTitle}
        description={s.completeEarlyIntro}
        cancelLabel={s.cancel}
        confirmLabel={s.completeEarly}
        pendingLabel={s.completing}
        pending={pending}
        destructive={false}
        onConfirm={() => onConfirm("completed", { override: true })}
      />
      <ConfirmDialog
        open={choice === "complete" || choice === "noShow"}
        onOpenChange={(open) => !open && onClose()}
        title={choice === "noShow" ? s.noShowTitle : s.completeTitle}
        description={choice === "noShow" ? s.noShowIntro : s.completeIntro}
        cancelLabel={s.cancel}
        confirmLabel={choice === "noShow" ? s.confirmNoShow : s.confirmComplete}
        pendingLabel={s.saving}
        pending={pending}
        destructive={choice === "noShow"}
        onConfirm={() => onConfirm(choice === "noShow" ? "no_show" : "completed")}
      />
    </>
  );
}

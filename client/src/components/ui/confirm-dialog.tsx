import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "./use-return-focus";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rendered as the dialog's trigger; leave it out when the caller opens the dialog itself. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  destructive?: boolean;
  /** Fields the action takes (a reason, say), between the question and the buttons. */
  children?: ReactNode;
}

/**
 * An alert dialog (not a plain dialog) so focus starts on Cancel and a stray Enter cannot run the action.
 * While the action is pending the dialog cannot be dismissed; the caller closes it when the action ends.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  destructive = true,
  children,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus({});
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-plum-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex gap-4">
            {destructive ? (
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-100 text-red-700" aria-hidden>
                <TriangleAlert className="size-5" />
              </span>
            ) : null}
            <div className="grid gap-2">
              <AlertDialog.Title className="font-display text-xl font-semibold text-plum-950">{title}</AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-stone-700">{description}</AlertDialog.Description>
            </div>
          </div>
          {children ? <div className="mt-4">{children}</div> : null}
          {/* Source order is tab order and seen order alike: stacked on a phone, in a row on wider screens. */}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog must stay while the action runs. */}
            <Button variant={destructive ? "destructive" : "primary"} onClick={onConfirm} disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

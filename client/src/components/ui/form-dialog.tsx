import type { FormEvent, ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { cn } from "@/lib/utils";

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** While true the dialog cannot be dismissed, so a save in flight is never orphaned. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formClassName?: string;
  /** Widens or otherwise adjusts the dialog itself (a form wider than the default 32rem). */
  contentClassName?: string;
  children: ReactNode;
}

/** An add/edit dialog around one form, with Cancel and Save at its foot. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  formClassName,
  contentClassName,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent closeLabel={closeLabel} className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the shared zod schema gives the messages, not the browser's own bubbles. */}
        <form className={cn("grid gap-4", formClassName)} noValidate onSubmit={onSubmit}>
          {children}
          <DialogFormFooter
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            pending={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

interface DialogFormFooterProps {
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while the save runs. */
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit for a form inside a dialog; place it as the form's last child so Enter submits. */
export function DialogFormFooter({ cancelLabel, submitLabel, pendingLabel, pending, onCancel }: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

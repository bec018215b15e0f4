import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDeleteStaff } from "../api/delete-staff";
import { useStaffStrings } from "../i18n/strings";

interface DeleteStaffDialogProps {
  /** The member to delete, with their name in the page's language; null keeps the dialog closed. */
  member: { id: number; name: string } | null;
  onClose: () => void;
}

export function DeleteStaffDialog({ member, onClose }: DeleteStaffDialogProps) {
  const s = useStaffStrings();
  const remove = useDeleteStaff();

  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: s.success, description: s.deleted });
        onClose();
      },
      onError: (error) => toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.deleteFailed) }),
    });
  };

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? s.deleteTitle(member.name) : null}
      description={s.deleteDescription}
      cancelLabel={s.cancel}
      confirmLabel={s.deleteConfirm}
      pendingLabel={s.deleting}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}

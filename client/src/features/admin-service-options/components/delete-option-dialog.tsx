import type { AdminServiceOption } from "@shared/admin-catalogue-api";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDeleteServiceOption } from "../api/delete-service-option";
import { useLoggedOutRedirect } from "../hooks/use-logged-out-redirect";
import { useOptionStrings } from "../i18n/strings";

export function DeleteOptionDialog({ option, onClose }: { option: AdminServiceOption | null; onClose: () => void }) {
  const s = useOptionStrings();
  const remove = useDeleteServiceOption();
  const handleLoggedOut = useLoggedOutRedirect();

  const confirm = () => {
    if (!option) return;
    remove.mutate(option, {
      onSuccess: () => {
        toast({ title: s.success, description: s.deleted });
        onClose();
      },
      onError: (error) => {
        if (!handleLoggedOut(error)) toast({ variant: "destructive", title: s.error, description: errorMessage(error, s.deleteFailed) });
      },
    });
  };

  return (
    <ConfirmDialog
      open={option !== null}
      onOpenChange={(open) => !open && onClose()}
      title={s.deleteTitle}
      description={
        <>
          {s.deleteQuestion}
          {option ? <strong className="mt-1 block text-stone-900">{option.nameEn} / {option.nameEs}</strong> : null}
        </>
      }
      cancelLabel={s.cancel}
      confirmLabel={s.deleteConfirm}
      pendingLabel={s.deleting}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}

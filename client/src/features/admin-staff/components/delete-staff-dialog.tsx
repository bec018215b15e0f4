import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/query-client";
import { useDeleteStaff } from "../api/delete-staff";
import { useStaffStrings } from "../i18n/strings";

interface DeleteStaffDialogProps {
  /** The member to delete, with their name in the page's language; null keeps the dialog closed. */
  member: { id: number; name: string } | null;
  onClose: () => void;
}

/** An alert dialog, so focus starts on Cancel and a stray Enter cannot delete anyone. */
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
    <AlertDialog.Root open={member !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-plum-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-red-100 text-red-700" aria-hidden>
              <TriangleAlert className="size-5" />
            </span>
            <div className="grid gap-2">
              <AlertDialog.Title className="font-display text-xl font-semibold text-plum-950">
                {member ? s.deleteTitle(member.name) : null}
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-stone-700">{s.deleteDescription}</AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {s.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog must stay while the delete runs. */}
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? s.deleting : s.deleteConfirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

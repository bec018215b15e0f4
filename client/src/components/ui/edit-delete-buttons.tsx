import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

interface EditDeleteButtonsProps {
  /** Accessible names; they should say which row, since every row has the same two icons. */
  editLabel: string;
  deleteLabel: string;
  /** Short tooltips for the icons. */
  editTitle: string;
  deleteTitle: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The icon pair at the end of a list row or table row; the caller lays them out. */
export function EditDeleteButtons({ editLabel, deleteLabel, editTitle, deleteTitle, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={editLabel} title={editTitle} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" aria-label={deleteLabel} title={deleteTitle} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}

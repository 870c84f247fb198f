import { PencilIcon, Trash2Icon } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";

/**
 * The pencil and bin beside a text of one's own (a review, a homeowner's answer), named by what
 * they act on ("Edit your review"): 28 px with a mouse, 44 px on a touch screen as every Button
 * (decisions 332, 356). The refs are the caller's, to give focus back to them after
 * an edit, or to hand it on once a delete has taken them away.
 */
export function EditAndDeleteButtons({
  what,
  editId,
  editRef,
  deleteRef,
  onEdit,
  onDelete,
}: {
  what: string;
  editId?: string;
  editRef: RefObject<HTMLButtonElement | null>;
  deleteRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex gap-1">
      <Button
        ref={editRef}
        id={editId}
        size="iconSm"
        variant="ghost"
        aria-label={`Edit ${what}`}
        onClick={onEdit}
      >
        <PencilIcon className="size-4" />
      </Button>
      <Button
        ref={deleteRef}
        size="iconSm"
        variant="ghost"
        className="text-destructive!"
        aria-label={`Delete ${what}`}
        onClick={onDelete}
      >
        <Trash2Icon className="size-4" />
      </Button>
    </span>
  );
}

import { PencilIcon, Trash2Icon } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";

/** A 44 px target on a touch screen (a coarse pointer); the 28 px icon button with a mouse (decision 332). */
const COARSE_TARGET = "pointer-coarse:size-11";

/**
 * The pencil and bin beside a text of one's own (a review, a homeowner's answer), named by what
 * they act on ("Edit your review"). The refs are the caller's, to give focus back to them after
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
        className={COARSE_TARGET}
        aria-label={`Edit ${what}`}
        onClick={onEdit}
      >
        <PencilIcon className="size-4" />
      </Button>
      <Button
        ref={deleteRef}
        size="iconSm"
        variant="ghost"
        className={`text-destructive! ${COARSE_TARGET}`}
        aria-label={`Delete ${what}`}
        onClick={onDelete}
      >
        <Trash2Icon className="size-4" />
      </Button>
    </span>
  );
}

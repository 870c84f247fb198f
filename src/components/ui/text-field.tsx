import type { ComponentProps, ReactNode } from "react";
import { Input } from "./input";
import { Label } from "./label";

/**
 * A labelled text box: the label above, tied to the box by its id; a note, when there is one,
 * under the box and describing it.
 */
export function TextField({
  id,
  label,
  note,
  ...inputProps
}: ComponentProps<typeof Input> & { id: string; label: string; note?: ReactNode }) {
  const noteId = `${id}-note`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={note ? noteId : undefined} {...inputProps} />
      {note && (
        <p id={noteId} className="text-muted-foreground text-sm">
          {note}
        </p>
      )}
    </div>
  );
}

import type { ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled text box: the label above, tied to the box by its id. */
export function TextField({
  id,
  label,
  ...inputProps
}: ComponentProps<typeof Input> & { id: string; label: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...inputProps} />
    </div>
  );
}

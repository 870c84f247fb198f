/**
 * One way for a form to show why the server refused what it sent (decision 381): the reason,
 * without the field's id, under the field the server named (`field`), tied to it with
 * aria-describedby and aria-invalid, with the focus put there (as the submit form does for its
 * own checks). The caller reads the refusal (src/lib/refusal.ts, loaded when one comes: the first
 * screens' shared files stay small) and shows it here when it names this field, else in its toast.
 */
import { useEffect, useState } from "react";

export function useFieldRefusal(inputId: string, field: string) {
  // A new object for each refusal, so the same reason twice still puts the focus back.
  const [shown, setShown] = useState<{ reason: string } | null>(null);
  const errorId = `${inputId}-refusal`;
  useEffect(() => {
    if (shown) document.getElementById(inputId)?.focus();
  }, [shown, inputId]);
  return {
    /** The request's field this form field is ("review", "name"). */
    field,
    reason: shown?.reason ?? null,
    errorId,
    /** Shows a reason under the field (the form's own check, or the server's). */
    show: (reason: string) => setShown({ reason }),
    /** The field was changed: the reason no longer applies. */
    clear: () => setShown(null),
    /** For the field. */
    inputProps: shown ? { "aria-invalid": true, "aria-describedby": errorId } : {},
  };
}

export type FieldRefusal = ReturnType<typeof useFieldRefusal>;

/** The reason, under its field (nothing while there is none). */
export function FieldRefusalText({
  refusal,
}: {
  refusal: Pick<FieldRefusal, "reason" | "errorId">;
}) {
  return refusal.reason ? (
    <p id={refusal.errorId} className="text-destructive text-sm">
      {refusal.reason}
    </p>
  ) : null;
}

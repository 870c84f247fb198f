/**
 * Opening another tour in the planner (My Tours' Open, "Save a copy", "Plan from this tour") or
 * starting a new one replaces the tour being planned. When it holds changes nothing else keeps,
 * the user is asked first and told what would be lost; an empty or saved draft is replaced
 * without a question (decision 322).
 */
import { useState } from "react";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { currentTourDraft, DEFAULT_TOUR_NAME } from "@/lib/tour-draft";
import { hasUnsavedChanges } from "@/lib/tour-draft-edits";

export interface DraftReplacement {
  title: string;
  /** What takes the draft's place, as the end of the question: `Opening "Bay loop" puts...`. */
  consequence: string;
  confirmLabel: string;
}

interface Question extends DraftReplacement {
  draftName: string;
  stopCount: number;
  proceed(): void;
}

export function useReplaceTourDraft() {
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);

  /** Runs `proceed` at once, or once the user agrees to lose the draft's unsaved changes. */
  const replaceDraft = (replacement: DraftReplacement, proceed: () => void) => {
    const draft = currentTourDraft();
    if (!hasUnsavedChanges(draft)) {
      proceed();
      return;
    }
    setQuestion({
      ...replacement,
      draftName: draft.name.trim() || DEFAULT_TOUR_NAME,
      stopCount: draft.stops.length,
      proceed,
    });
    setOpen(true);
  };

  const stops = question?.stopCount === 1 ? "1 stop" : `${question?.stopCount} stops`;
  // The question keeps its text while the dialog closes.
  const dialog = question && (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={question.title}
      description={`The planner holds "${question.draftName}" (${stops}) with changes that are not saved. ${question.consequence}`}
      confirmLabel={question.confirmLabel}
      cancelLabel="Keep planning it"
      destructive
      onConfirm={() => {
        setOpen(false);
        question.proceed();
      }}
    />
  );
  return { replaceDraft, dialog };
}

/** The question before a tour replaces the draft in the planner. */
export function openingReplacement(
  verb: "Opening" | "Saving a copy of" | "Planning from",
  tourName: string,
  confirmLabel: string,
): DraftReplacement {
  return {
    title: "Replace the tour you are planning?",
    consequence: `${verb} "${tourName}" puts ${verb === "Saving a copy of" ? "the copy" : "it"} in the planner instead, and those changes will be lost.`,
    confirmLabel,
  };
}

/**
 * "Report a problem" on the house page (docs/house-reports.md), loaded lazily
 * (report-problem-lazy.tsx) so the page's first JavaScript does not grow. Signed out, the button
 * asks the visitor to sign in like the page's other actions. A "Duplicate" report names the
 * other house through a search over houses; the note is optional.
 */
import type { HouseContent } from "@contract/house";
import {
  MAX_REPORT_NOTE_LENGTH,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "@contract/house-report-texts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, FlagIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { duplicateSearchQuery, fileReport, reportKeys } from "@/lib/queries/house-reports";
import { useDebounced } from "@/lib/use-debounced";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

export function ReportProblem({ house }: { house: HouseContent }) {
  const gate = useSignInGate();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label="Report a problem" className="border-t pt-4" data-testid="report-problem">
      {!open && (
        <Button variant="ghost" size="sm" onClick={() => gate(() => setOpen(true))}>
          <FlagIcon aria-hidden="true" /> Report a problem
        </Button>
      )}
      {open && <ReportForm house={house} onClose={() => setOpen(false)} />}
    </section>
  );
}

type PickedHouse = { id: number; title: string; city: string };

function ReportForm({ house, onClose }: { house: HouseContent; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [duplicateOf, setDuplicateOf] = useState<PickedHouse | null>(null);
  const send = useSingleFlightMutation({
    mutationFn: () =>
      fileReport(house.id, {
        reason: reason ?? "other",
        note: note.trim() || undefined,
        duplicateOfHouseId: reason === "duplicate" ? duplicateOf?.id : undefined,
      }),
    onSuccess: async () => {
      toast({ title: "Report sent", description: REPORT_MESSAGES.sent, variant: "success" });
      onClose();
      await queryClient.invalidateQueries({ queryKey: reportKeys.mine });
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({
        title: "Could not send your report",
        description: error instanceof ApiError ? error.message : "Please try again.",
        variant: "destructive",
      });
    },
  });
  const ready = reason !== null && (reason !== "duplicate" || duplicateOf !== null);
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) send.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        Report a problem
      </h2>
      {/* On a touch screen each row, its radio inside, is a 44 px target, the rows touching
          (decision 356). */}
      <fieldset className="space-y-2 pointer-coarse:space-y-0">
        <legend className="mb-2 font-medium text-sm">What is wrong with this listing?</legend>
        {REPORT_REASONS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 pointer-coarse:min-h-11 text-sm"
          >
            <input
              type="radio"
              name={`${id}-reason`}
              value={option}
              className="size-4 accent-primary"
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {REPORT_REASON_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {reason === "duplicate" && (
        <DuplicatePicker
          houseId={house.id}
          picked={duplicateOf}
          onPick={(picked) => setDuplicateOf(picked)}
        />
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="font-medium text-sm">
          Note (optional)
        </label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={MAX_REPORT_NOTE_LENGTH}
          rows={3}
          placeholder="Anything that helps an admin check it"
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        You can follow your reports under{" "}
        <Link className="underline underline-offset-2" to="/my-reports">
          My Reports
        </Link>
        .
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!ready} busy={send.isPending}>
          Send report
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A search box over houses for "Duplicate of another house": the person picks the other one. */
function DuplicatePicker({
  houseId,
  picked,
  onPick,
}: {
  houseId: number;
  picked: PickedHouse | null;
  onPick: (house: PickedHouse | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const search = useDebounced(text.trim(), 250);
  const results = useQuery(duplicateSearchQuery(search));
  const others = (results.data?.houses ?? []).filter((h) => h.id !== houseId);
  if (picked) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="duplicate-picked">
        <CheckIcon className="size-4 text-success" aria-hidden="true" />
        Duplicate of <strong>{picked.title}</strong> ({picked.city})
        <Button type="button" size="sm" variant="ghost" onClick={() => onPick(null)}>
          Change
        </Button>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="font-medium text-sm">
        Which house is it a duplicate of?
      </label>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder="Search by name, street or town"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {search.length >= 2 && results.isSuccess && (
        <ul className="divide-y rounded-lg border" aria-label="Matching houses">
          {others.length === 0 && (
            <li className="p-2 text-muted-foreground text-sm">No other house matches.</li>
          )}
          {others.map((other) => (
            <li key={other.id}>
              <button
                type="button"
                className="w-full p-2 text-left text-sm hover:bg-muted focus-visible:bg-muted"
                onClick={() => onPick({ id: other.id, title: other.title, city: other.city })}
              >
                <span className="font-medium">{other.title}</span>{" "}
                <span className="text-muted-foreground">
                  {other.address}, {other.city}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

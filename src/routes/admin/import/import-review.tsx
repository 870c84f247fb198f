/** The preview table: filter rows by status, fix pins, untick, import the ticked rows. */
import type { ImportCommitResult, ImportPreview, ImportRow } from "@contract/house-import";
import {
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportStatus,
} from "@contract/house-import-formats";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { adminKeys } from "@/lib/queries/admin";
import { driveImportCommit, loadImportPreview, moveImportPin } from "@/lib/queries/admin-imports";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { ImportResults } from "./import-results";
import { PinDialog } from "./pin-dialog";
import { PreviewRows } from "./preview-rows";

/** Rows ticked at first: the ones the preview calls new. */
const initialTicks = (preview: ImportPreview) =>
  new Set(
    preview.rows.filter((r) => r.status === "new" && r.houseId === undefined).map((r) => r.index),
  );

export function ImportReview({
  preview,
  onChange,
}: {
  preview: ImportPreview;
  onChange: (p: ImportPreview) => void;
}) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ImportStatus | "all">("all");
  const [ticked, setTicked] = useState(() => initialTicks(preview));
  const [pinning, setPinning] = useState<ImportRow | null>(null);
  const [result, setResult] = useState<ImportCommitResult | null>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  const resultCard = useRef<HTMLDivElement>(null);
  // What the import did shows where the admin is looking: under Import, scrolled into view when
  // it starts and when it ends (decision 370).
  const resultStatus = result?.status;
  useEffect(() => {
    if (!resultStatus) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    resultCard.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [resultStatus]);
  // Asked for once the import is done; the card may not be on the page before the next render
  // (an import of one batch ends with the request that started it).
  const [focusResult, setFocusResult] = useState(0);
  useEffect(() => {
    if (focusResult === 0) return;
    resultCard.current
      ?.querySelector<HTMLElement>("[data-slot=card-title]")
      ?.focus({ preventScroll: true });
  }, [focusResult]);

  const counts = Object.fromEntries(
    IMPORT_STATUSES.map((s) => [s, preview.rows.filter((r) => r.status === s).length]),
  ) as Record<ImportStatus, number>;
  const rows = filter === "all" ? preview.rows : preview.rows.filter((r) => r.status === filter);
  const selectable = (row: ImportRow) =>
    row.houseId === undefined && (row.status === "new" || row.status === "duplicate");

  function tick(index: number, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  }

  // Each write once at a time (decision 346): a double click on Save pin or Import sends once.
  const savePin = useSingleFlightMutation({
    mutationFn: ({ row, point }: { row: ImportRow; point: { lat: number; lng: number } }) =>
      moveImportPin(preview.id, row.index, { latitude: point.lat, longitude: point.lng }),
    onSuccess: (updated) => {
      onChange({
        ...preview,
        rows: preview.rows.map((r) => (r.index === updated.index ? updated : r)),
      });
      tick(updated.index, updated.status === "new");
      setPinning(null);
      toastSuccess(`Pin saved: ${IMPORT_STATUS_LABELS[updated.status].toLowerCase()}`);
    },
    onError: (error) => toastFailure("The pin could not be saved", error),
  });

  const commit = useSingleFlightMutation({
    mutationFn: () =>
      driveImportCommit(
        preview.id,
        [...ticked].sort((a, b) => a - b),
        setResult,
      ),
    onSuccess: async (final) => {
      toastSuccess(`${final.created} ${final.created === 1 ? "house" : "houses"} imported`);
      // The rows now show which houses they became, and nothing stays ticked.
      setTicked(new Set());
      // Import, disabled with nothing ticked, would drop the focus: it goes to what the import
      // did, read out by its heading (decisions 340, 370). Not when the admin has gone elsewhere.
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused === importButton.current) {
        setFocusResult((count) => count + 1);
      }
      onChange(await loadImportPreview(preview.id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.houses });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
    onError: (error) => toastFailure("The import stopped", error),
  });
  const committing = commit.isPending;

  return (
    <section className="mt-6" aria-labelledby="import-preview-title">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="import-preview-title" className="font-semibold text-xl">
            Preview of {preview.fileName}
          </h2>
          <p className="text-muted-foreground text-sm">
            {preview.rows.length} {preview.rows.length === 1 ? "place" : "places"} read.{" "}
            {ticked.size} ticked to import.
          </p>
        </div>
        <Button
          ref={importButton}
          disabled={ticked.size === 0}
          busy={committing}
          onClick={() => commit.mutate()}
        >
          {committing && <Spinner size="sm" />}
          Import {ticked.size} {ticked.size === 1 ? "house" : "houses"}
        </Button>
      </div>
      {/* Under Import, where the admin pressed it, not under the rows (decision 370). */}
      {result && <ImportResults ref={resultCard} result={result} />}
      <fieldset className="mb-4 flex flex-wrap gap-2">
        <legend className="sr-only">Filter by status</legend>
        <Button
          size="sm"
          variant={filter === "all" ? "default" : "outline"}
          aria-pressed={filter === "all"}
          onClick={() => setFilter("all")}
        >
          All ({preview.rows.length})
        </Button>
        {IMPORT_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={filter === status ? "default" : "outline"}
            aria-pressed={filter === status}
            onClick={() => setFilter(status)}
          >
            {IMPORT_STATUS_LABELS[status]} ({counts[status]})
          </Button>
        ))}
      </fieldset>
      <PreviewRows
        rows={rows}
        fileName={preview.fileName}
        ticked={ticked}
        selectable={selectable}
        onTick={tick}
        onFixPin={setPinning}
      />
      {pinning && (
        <PinDialog
          row={pinning}
          onClose={() => setPinning(null)}
          saving={savePin.isPending}
          onSave={(point) => savePin.mutate({ row: pinning, point })}
        />
      )}
    </section>
  );
}

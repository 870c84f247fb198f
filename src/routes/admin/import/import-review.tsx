/** The preview table: filter rows by status, fix pins, untick, import the ticked rows. */
import type { ImportCommitResult, ImportPreview, ImportRow } from "@contract/house-import";
import {
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportStatus,
} from "@contract/house-import-formats";
import { useQueryClient } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { useState } from "react";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { adminKeys } from "@/lib/queries/admin";
import { driveImportCommit, loadImportPreview, moveImportPin } from "@/lib/queries/admin-imports";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { ImportResults } from "./import-results";
import { PinDialog } from "./pin-dialog";

const STATUS_BADGE: Record<ImportStatus, BadgeProps["variant"]> = {
  new: "success",
  duplicate: "gold",
  "needs-location": "outline",
  "off-island": "outline",
  invalid: "secondary",
};

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
        <Button disabled={ticked.size === 0} busy={committing} onClick={() => commit.mutate()}>
          {committing && <Spinner size="sm" />}
          Import {ticked.size} {ticked.size === 1 ? "house" : "houses"}
        </Button>
      </div>
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
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="p-3">
                <span className="sr-only">Import</span>
              </th>
              <th scope="col" className="p-3">
                #
              </th>
              <th scope="col" className="p-3">
                House
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
              <th scope="col" className="p-3">
                Location
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} className="border-t align-top" data-testid="import-row">
                {/* On a touch screen the box's label fills the cell, 44 px square, and takes the
                    tap (decision 356); with a mouse the cell is as before. */}
                <td className="p-3 pointer-coarse:p-0">
                  <label
                    htmlFor={`import-row-${row.index}`}
                    className="cursor-pointer pointer-coarse:flex pointer-coarse:size-11 pointer-coarse:items-center pointer-coarse:justify-center"
                  >
                    <Checkbox
                      id={`import-row-${row.index}`}
                      aria-label={`Import ${row.title}`}
                      checked={ticked.has(row.index)}
                      disabled={!selectable(row)}
                      onCheckedChange={(checked) => tick(row.index, checked === true)}
                    />
                  </label>
                </td>
                <td className="p-3 text-muted-foreground">{row.index + 1}</td>
                <td className="p-3">
                  <p className="font-medium">{row.title || "Untitled"}</p>
                  <p className="text-muted-foreground">
                    {[row.address, row.city].filter(Boolean).join(", ")}
                  </p>
                </td>
                <td className="p-3">
                  <Badge variant={STATUS_BADGE[row.status]}>
                    {row.houseId !== undefined ? "Imported" : IMPORT_STATUS_LABELS[row.status]}
                  </Badge>
                  {row.problem && <p className="mt-1 max-w-xs text-xs">{row.problem}</p>}
                </td>
                <td className="p-3">
                  <p className="mb-1 text-muted-foreground text-xs">
                    {row.latitude !== null && row.longitude !== null
                      ? `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}`
                      : "No pin"}
                  </p>
                  {row.houseId === undefined && row.status !== "invalid" && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Fix pin: ${row.title}`}
                      onClick={() => setPinning(row)}
                    >
                      <MapPin aria-hidden="true" /> Fix pin
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="p-6 text-center text-muted-foreground text-sm">No rows with this status.</p>
        )}
      </div>
      {pinning && (
        <PinDialog
          row={pinning}
          onClose={() => setPinning(null)}
          saving={savePin.isPending}
          onSave={(point) => savePin.mutate({ row: pinning, point })}
        />
      )}
      {result && <ImportResults result={result} />}
    </section>
  );
}

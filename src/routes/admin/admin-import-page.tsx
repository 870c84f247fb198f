/**
 * /admin/import: bring a house list in (Google My Maps KML/KMZ, CSV or GeoJSON) and take every
 * house out again. An upload answers a preview; the admin filters it by status, puts a missing
 * or wrong pin on the house, unticks what should not come in, and imports the ticked rows.
 */
import type { ImportCommitResult, ImportPreview, ImportRow } from "@contract/house-import";
import {
  EXPORT_FORMATS,
  type ExportFormat,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportStatus,
} from "@contract/house-import-formats";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Download, MapPin, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { LazyPinPicker } from "@/components/map/lazy-pin-picker";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { adminKeys } from "@/lib/queries/admin";
import {
  downloadExport,
  driveImportCommit,
  loadImportPreview,
  moveImportPin,
  uploadImportFile,
} from "@/lib/queries/admin-imports";

const STATUS_BADGE: Record<ImportStatus, BadgeProps["variant"]> = {
  new: "success",
  duplicate: "gold",
  "needs-location": "outline",
  "off-island": "outline",
  invalid: "secondary",
};

const EXPORT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV",
  geojson: "GeoJSON",
  kml: "KML (Google My Maps)",
};

function ExportCard() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function exportAs(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadExport(format);
    } catch (error) {
      toastFailure("Export failed", error);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export houses</CardTitle>
        <CardDescription>
          Every house with its details, features and schedule. The file imports again here or into
          Google My Maps.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportAs(format)}
          >
            {busy === format ? <Spinner size="sm" /> : <Download aria-hidden="true" />}
            Export {EXPORT_LABELS[format]}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

function UploadCard({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem("Choose a file first.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      onPreview(await uploadImportFile(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The file could not be read.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import houses</CardTitle>
        <CardDescription>
          A Google My Maps export (KML or KMZ), a CSV with columns such as title, address, town,
          ZIP, description, latitude, longitude and features, or GeoJSON. Nothing is added until you
          review the preview and import.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="grid flex-1 gap-2">
            <Label htmlFor="import-file">List file</Label>
            <Input
              id="import-file"
              type="file"
              accept=".kml,.kmz,.csv,.geojson,.json"
              aria-describedby={problem ? "import-file-problem" : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner size="sm" /> : <Upload aria-hidden="true" />}
            Preview import
          </Button>
        </form>
        {problem && (
          <p id="import-file-problem" role="alert" className="mt-3 text-destructive text-sm">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function PinDialog({
  row,
  onClose,
  onSave,
}: {
  row: ImportRow;
  onClose: () => void;
  onSave: (point: { lat: number; lng: number }) => Promise<void>;
}) {
  const start =
    row.latitude !== null && row.longitude !== null
      ? { lat: row.latitude, lng: row.longitude }
      : null;
  const [pin, setPin] = useState(start);
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Put the pin on the house</DialogTitle>
          <DialogDescription>
            {row.title}: {row.address}, {row.city}. Click the map where the house is, or drag the
            pin.
          </DialogDescription>
        </DialogHeader>
        <LazyPinPicker value={start} onChange={setPin} />
        <p className="text-muted-foreground text-sm" data-testid="import-pin">
          {pin ? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : "No pin yet"}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!pin || saving}
            onClick={async () => {
              if (!pin) return;
              setSaving(true);
              try {
                await onSave(pin);
              } finally {
                setSaving(false);
              }
            }}
          >
            Save pin
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Results({ result }: { result: ImportCommitResult }) {
  const running = result.status === "running";
  return (
    <Card className="mt-6" data-testid="import-results">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {running ? (
            <Spinner size="sm" />
          ) : result.failed === 0 ? (
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-5 text-accent" aria-hidden="true" />
          )}
          {running ? "Importing..." : "Import finished"}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4" aria-live="polite">
        <p className="text-sm">
          {result.processed} of {result.total} rows processed
        </p>
        <progress
          className="h-2 w-full accent-primary"
          value={result.processed}
          max={Math.max(result.total, 1)}
          aria-label="Import progress"
        />
        <dl className="grid grid-cols-3 gap-4 text-center">
          {(["created", "skipped", "failed"] as const).map((key) => (
            <div key={key}>
              <dt className="text-muted-foreground text-sm capitalize">{key}</dt>
              <dd className="font-bold text-2xl" data-testid={`import-${key}`}>
                {result[key]}
              </dd>
            </div>
          ))}
        </dl>
        {result.errors.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {result.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Rows ticked at first: the ones the preview calls new. */
const initialTicks = (preview: ImportPreview) =>
  new Set(
    preview.rows.filter((r) => r.status === "new" && r.houseId === undefined).map((r) => r.index),
  );

function Review({
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
  const [committing, setCommitting] = useState(false);

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

  async function savePin(row: ImportRow, point: { lat: number; lng: number }) {
    try {
      const updated = await moveImportPin(preview.id, row.index, {
        latitude: point.lat,
        longitude: point.lng,
      });
      onChange({
        ...preview,
        rows: preview.rows.map((r) => (r.index === updated.index ? updated : r)),
      });
      tick(updated.index, updated.status === "new");
      setPinning(null);
      toastSuccess(`Pin saved: ${IMPORT_STATUS_LABELS[updated.status].toLowerCase()}`);
    } catch (error) {
      toastFailure("The pin could not be saved", error);
    }
  }

  async function commit() {
    setCommitting(true);
    try {
      const indexes = [...ticked].sort((a, b) => a - b);
      const final = await driveImportCommit(preview.id, indexes, setResult);
      toastSuccess(`${final.created} ${final.created === 1 ? "house" : "houses"} imported`);
      // The rows now show which houses they became, and nothing stays ticked.
      setTicked(new Set());
      onChange(await loadImportPreview(preview.id));
      void queryClient.invalidateQueries({ queryKey: adminKeys.houses });
      void queryClient.invalidateQueries({ queryKey: ["houses"] });
    } catch (error) {
      toastFailure("The import stopped", error);
    } finally {
      setCommitting(false);
    }
  }

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
        <Button disabled={committing || ticked.size === 0} onClick={() => void commit()}>
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
                <td className="p-3">
                  <Checkbox
                    aria-label={`Import ${row.title}`}
                    checked={ticked.has(row.index)}
                    disabled={!selectable(row)}
                    onCheckedChange={(checked) => tick(row.index, checked === true)}
                  />
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
          onSave={(point) => savePin(pinning, point)}
        />
      )}
      {result && <Results result={result} />}
    </section>
  );
}

export default function AdminImportPage() {
  // The preview is stored: its id in the address keeps it across a reload or a shared link.
  const [searchParams, setSearchParams] = useSearchParams();
  const importId = searchParams.get("id");
  const stored = useQuery({
    queryKey: ["admin", "imports", importId],
    queryFn: () => loadImportPreview(importId!),
    enabled: importId !== null,
  });
  const [uploaded, setUploaded] = useState<ImportPreview | null>(null);
  const preview = uploaded?.id === importId ? uploaded : (stored.data ?? null);
  const setPreview = (next: ImportPreview) => {
    setUploaded(next);
    if (next.id !== importId) setSearchParams({ id: next.id });
  };
  return (
    <AdminPage
      title="Import and Export"
      description="Bring in an existing list of houses, or download every house."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <UploadCard onPreview={setPreview} />
        <ExportCard />
      </div>
      {importId && !preview && stored.isPending && <Spinner label="Loading the preview..." />}
      {stored.isError && !preview && (
        <p role="alert" className="mt-6 text-destructive text-sm">
          This import could not be loaded: {stored.error.message}
        </p>
      )}
      {preview && <Review key={preview.id} preview={preview} onChange={setPreview} />}
    </AdminPage>
  );
}

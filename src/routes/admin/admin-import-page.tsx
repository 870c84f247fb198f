/**
 * /admin/import: bring a house list in (Google My Maps KML/KMZ, CSV or GeoJSON) and take every
 * house out again. An upload answers a preview; the admin filters it by status, puts a missing
 * or wrong pin on the house, unticks what should not come in, and imports the ticked rows.
 */
import type { ImportPreview } from "@contract/house-import";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { PartLoadError } from "@/components/layout/part-load-error";
import { Spinner } from "@/components/ui/spinner";
import { loadImportPreview } from "@/lib/queries/admin-imports";

import { ExportCard } from "./import/export-card";
import { UploadCard } from "./import/upload-card";

/**
 * The preview table (its checkboxes, the pin dialog and its map) is not on the first screen: it
 * loads once there is an import to show, so /admin/import is interactive without it.
 */
const loadImportReview = () => import("./import/import-review");
const ImportReview = lazy(() =>
  loadImportReview().then((module) => ({ default: module.ImportReview })),
);

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
  // A stored import's table loads beside its preview, not after it.
  useEffect(() => {
    // Ahead of the lazy table, whose own failure is shown in its place.
    if (importId) loadImportReview().catch(() => undefined);
  }, [importId]);
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
      {preview && (
        <PartErrorBoundary
          key={preview.id}
          reason="in-place"
          fallback={<PartLoadError title="The import preview could not load." />}
        >
          <Suspense fallback={<Spinner label="Loading the preview..." />}>
            <ImportReview preview={preview} onChange={setPreview} />
          </Suspense>
        </PartErrorBoundary>
      )}
    </AdminPage>
  );
}

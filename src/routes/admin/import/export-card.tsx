import { EXPORT_FORMATS, type ExportFormat } from "@contract/house-import-formats";
import { Download } from "lucide-react";
import { useState } from "react";
import { toastFailure } from "@/components/admin/admin-toasts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { downloadExport } from "@/lib/queries/admin-imports";

const EXPORT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV",
  geojson: "GeoJSON",
  kml: "KML (Google My Maps)",
};

export function ExportCard() {
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
        <CardTitle level={2}>Export houses</CardTitle>
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
            // On the smallest phones (320 px) "Export KML (Google My Maps)" is wider than the
            // card: its words wrap inside the button (decision 374).
            className="h-auto! min-h-10 max-w-full whitespace-normal! text-left"
            busy={busy !== null}
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

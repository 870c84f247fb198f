/** The upload card: a house list in, a preview out. */
import type { ImportPreview } from "@contract/house-import";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { uploadImportFile } from "@/lib/queries/admin-imports";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

export function UploadCard({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One upload at a time (decision 346): a double click stores one preview, not two.
  const upload = useSingleFlightMutation({
    mutationFn: uploadImportFile,
    onSuccess: onPreview,
    onError: (error) =>
      setProblem(error instanceof Error ? error.message : "The file could not be read."),
  });
  const busy = upload.isPending;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem("Choose a file first.");
      return;
    }
    setProblem(null);
    upload.mutate(file);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Import houses</CardTitle>
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
          <Button type="submit" busy={busy}>
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

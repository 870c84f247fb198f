/**
 * The admin import and export screen's calls: upload a list for a preview, move a row's pin,
 * commit the ticked rows batch by batch, and download an export.
 */
import type {
  ExportFormat,
  ImportCommitResult,
  ImportPreview,
  ImportRow,
} from "@contract/house-import";
import { api, apiDownload } from "../api";

export function uploadImportFile(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.set("file", file);
  return api("POST /api/admin/imports", { body: form });
}

export function loadImportPreview(importId: string): Promise<ImportPreview> {
  return api("GET /api/admin/imports/:id", { path: { id: importId } });
}

export function moveImportPin(
  importId: string,
  index: number,
  point: { latitude: number; longitude: number },
): Promise<ImportRow> {
  return api("PATCH /api/admin/imports/:id/rows/:index", {
    path: { id: importId, index },
    body: point,
  });
}

/** Commits batch after batch until the commit is done, reporting each batch's totals. */
export async function driveImportCommit(
  importId: string,
  indexes: number[],
  onProgress: (result: ImportCommitResult) => void,
) {
  let result = await api("POST /api/admin/imports/:id/commit", {
    path: { id: importId },
    body: { indexes },
  });
  onProgress(result);
  while (result.status === "running") {
    result = await api("POST /api/admin/imports/:id/commit", {
      path: { id: importId },
      body: { indexes },
    });
    onProgress(result);
  }
  return result;
}

/** Downloads every house in a format through the browser's save dialog. */
export async function downloadExport(format: ExportFormat) {
  const { blob, fileName } = await apiDownload("/api/admin/export", { format });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

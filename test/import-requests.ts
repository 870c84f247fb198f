/**
 * An admin's house-list upload (POST /api/admin/imports, a multipart form with the file), for the
 * tests that import: house-import, homeowners, address-lookalikes, search-pages.
 */
import { exports } from "cloudflare:workers";
import { importPreviewSchema } from "@contract/house-import";
import { expectJson } from "./expect-json";

/** Uploads `content` as the file `fileName`; the answer as it comes. */
export function uploadImport(token: string, fileName: string, content: string | Uint8Array) {
  const form = new FormData();
  form.set("file", new File([content], fileName));
  return exports.default.fetch(
    new Request("http://localhost/api/admin/imports", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}

/** Uploads `content` and reads its preview (201). */
export async function previewImport(token: string, fileName: string, content: string | Uint8Array) {
  const response = await uploadImport(token, fileName, content);
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return expectJson(response, importPreviewSchema);
}

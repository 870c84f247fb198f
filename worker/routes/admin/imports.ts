/**
 * Importing a house list (decision 167). Nothing is written to houses before the commit, which
 * does one batch per call and is called again while its status is "running".
 */
import { addressKey } from "@contract/address";
import {
  IMPORT_LIMITS,
  type ImportCommitResult,
  type ImportPreview,
  type ImportRow,
  importCommitRequestSchema,
  importIdParamSchema,
  importRowParamSchema,
  importRowPinSchema,
} from "@contract/house-import";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { doNotListedAmong } from "../../db/homeowner-requests";
import { houseAddressById, searchHouseAddresses } from "../../db/house-addresses";
import {
  commitImportBatch,
  getImportRow,
  housesByAddressKeys,
  housesNearPoints,
  importPreview,
  rowEntry,
  saveImport,
  updateImportRow,
} from "../../db/house-imports";
import { factory } from "../../factory";
import { ImportFileError, readImportFile } from "../../lib/formats/import-file";
import { housesChanged } from "../../lib/house-changed";
import { validate } from "../../lib/http/validate";
import { importPlaceProblem, judgeEntries, judgePlaced } from "../../lib/import-preview";
import { currentUser } from "../../middleware/auth";
import { batchGeocoderFor, PlacesError } from "../../services/places";

const MEGABYTES = IMPORT_LIMITS.fileBytes / (1024 * 1024);
const TOO_LARGE = `The file is larger than ${MEGABYTES} MB. Split the list into smaller files.`;

export const adminImportRoutes = factory
  .createApp()
  .post(
    "/",
    // Multipart overhead on top of the file itself.
    bodyLimit({
      maxSize: IMPORT_LIMITS.fileBytes + 64 * 1024,
      onError: (c) => c.json({ message: TOO_LARGE }, 413),
    }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new HTTPException(400, {
          message: "Send the list as multipart/form-data with a field named file.",
        });
      }
      const file = form.get("file");
      if (!(file instanceof File)) {
        throw new HTTPException(400, { message: "file: choose a KML, KMZ, CSV or GeoJSON file." });
      }
      if (file.size > IMPORT_LIMITS.fileBytes) throw new HTTPException(413, { message: TOO_LARGE });

      let read: ReturnType<typeof readImportFile>;
      try {
        read = readImportFile(file.name, new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        if (error instanceof ImportFileError) {
          throw new HTTPException(400, { message: error.message });
        }
        throw error;
      }

      const db = c.var.db;
      const geocoder = batchGeocoderFor(c.env, {
        search: (text, limit) => searchHouseAddresses(db, text, limit),
        byId: (id) => houseAddressById(db, id),
      });
      const rows = await judgeEntries(read.entries, {
        housesByKey: (keys) => housesByAddressKeys(db, keys),
        doNotListed: (keys) => doNotListedAmong(db, keys),
        housesNear: (points) => housesNearPoints(db, points),
        geocoder,
      }).catch((error) => {
        if (error instanceof PlacesError) {
          throw new HTTPException(502, {
            message: `The geocoder could not place the addresses (${error.message}). Try again later.`,
          });
        }
        throw error;
      });

      const id = crypto.randomUUID();
      const fileName = file.name.slice(0, 200) || `import.${read.format}`;
      await saveImport(
        db,
        { id, fileName, format: read.format, createdBy: currentUser(c).id },
        rows,
      );
      const preview = await importPreview(db, id);
      // Saved just above: nothing to read back is a broken write, not a bad request.
      if (!preview) throw new Error(`import ${id}: saved but not readable`);
      return c.json(preview satisfies ImportPreview, 201);
    },
  )
  .get("/:id", validate("param", importIdParamSchema), async (c) => {
    const preview = await importPreview(c.var.db, c.req.valid("param").id);
    if (!preview) throw new HTTPException(404, { message: "Import not found" });
    return c.json(preview satisfies ImportPreview, 200);
  })
  .patch(
    "/:id/rows/:index",
    validate("param", importRowParamSchema),
    validate("json", importRowPinSchema),
    async (c) => {
      const { id, index } = c.req.valid("param");
      const { latitude, longitude } = c.req.valid("json");
      const db = c.var.db;
      const record = await getImportRow(db, id, index);
      if (!record) throw new HTTPException(404, { message: "Import row not found" });
      if (record.houseId !== null) {
        throw new HTTPException(409, { message: "This row is already imported." });
      }
      if (record.status === "invalid") {
        throw new HTTPException(409, {
          message: `This row cannot be imported: ${record.problem ?? "invalid"}`,
        });
      }
      const entry = rowEntry(record);
      const listed = await housesByAddressKeys(db, [addressKey(entry.address, entry.city)]);
      const near = await housesNearPoints(db, [{ latitude, longitude }]);
      const judged = judgePlaced(latitude, longitude, entry, [...listed.values()][0], near);
      const row = await updateImportRow(db, id, index, { ...judged, latitude, longitude });
      return c.json(row satisfies ImportRow, 200);
    },
  )
  .post(
    "/:id/commit",
    validate("param", importIdParamSchema),
    validate("json", importCommitRequestSchema),
    async (c) => {
      const batch = await commitImportBatch(
        c.var.db,
        c.req.valid("param").id,
        c.req.valid("json").indexes,
        importPlaceProblem,
      );
      if (!batch) throw new HTTPException(404, { message: "Import not found" });
      // The new houses belong on their town pages and the town index at once.
      await housesChanged(c, batch.createdHouseIds);
      return c.json(batch.result satisfies ImportCommitResult, 200);
    },
  );

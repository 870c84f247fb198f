/**
 * GET /api/admin/export?format=csv|geojson|kml: every house with its fields, features and
 * schedule, streamed a page at a time (worker/lib/formats/export-file.ts writes the formats), so a
 * directory of any size leaves without being held in memory. The file re-imports with no loss.
 */
import { exportQuerySchema } from "@contract/house-import";
import { exportPage } from "../../db/house-export";
import { factory } from "../../factory";
import { exportWriter } from "../../lib/formats/export-file";
import { validate } from "../../lib/http/validate";

export const adminExportRoutes = factory
  .createApp()
  .get("/", validate("query", exportQuerySchema), (c) => {
    const { format } = c.req.valid("query");
    const writer = exportWriter(format, new URL(c.req.url).origin);
    const db = c.var.db;
    const encoder = new TextEncoder();
    let afterId = 0;
    let written = 0;
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(writer.head()));
        }
        const page = await exportPage(db, afterId);
        if (page.length === 0) {
          controller.enqueue(encoder.encode(writer.tail()));
          controller.close();
          return;
        }
        afterId = page.at(-1)!.id;
        controller.enqueue(encoder.encode(page.map((h) => writer.house(h, written++)).join("")));
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      "Content-Type": writer.contentType,
      "Content-Disposition": `attachment; filename="li-lights-houses-${day}.${writer.extension}"`,
      "Cache-Control": "no-store",
    });
  });

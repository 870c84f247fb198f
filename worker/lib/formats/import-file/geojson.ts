/** GeoJSON, checked with zod: a FeatureCollection of Points. */
import { z } from "zod";
import { ImportFileError } from "./import-file-error";
import { looseFields, pointFromGeometry, type RawRecord } from "./raw-record";

const geoJsonSchema = z.object({
  type: z.literal("FeatureCollection", { message: 'type must be "FeatureCollection"' }),
  features: z.array(
    z.object({
      type: z.literal("Feature"),
      geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable(),
      properties: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});

export function readGeoJson(text: string): RawRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportFileError("The GeoJSON file is not valid JSON.");
  }
  const parsed = geoJsonSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new ImportFileError(
      `The GeoJSON is not a FeatureCollection of places${where}: ${issue?.message ?? "invalid"}.`,
    );
  }
  return parsed.data.features.map((feature) => ({
    ...pointFromGeometry(feature.geometry),
    fields: looseFields(feature.properties ?? {}),
    htmlDescription: false,
  }));
}

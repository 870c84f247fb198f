/**
 * KML (Google My Maps' export) through @tmcw/togeojson on @xmldom/xmldom's DOM; a KMZ is a zip
 * whose first .kml file is the list (fflate). Placemark descriptions are HTML.
 */
import { IMPORT_LIMITS } from "@contract/house-import";
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { unzipSync } from "fflate";
import { ImportFileError } from "./import-file-error";
import { looseFields, pointFromGeometry, type RawRecord } from "./raw-record";

/** The bytes of the KMZ's list: doc.kml, else its first .kml file. */
export function unzipKml(bytes: Uint8Array): Uint8Array {
  let files: Record<string, Uint8Array>;
  let unzippedBytes = 0;
  try {
    files = unzipSync(bytes, {
      // Only KML files are unpacked (My Maps puts doc.kml first, icons beside it).
      filter: (file) => {
        if (!file.name.toLowerCase().endsWith(".kml")) return false;
        unzippedBytes += file.originalSize;
        return unzippedBytes <= IMPORT_LIMITS.unzippedBytes;
      },
    });
  } catch {
    throw new ImportFileError("The KMZ file is not a readable zip archive.");
  }
  if (unzippedBytes > IMPORT_LIMITS.unzippedBytes) {
    throw new ImportFileError("The KML inside the KMZ file is too large to import.");
  }
  const names = Object.keys(files).sort((a, b) =>
    a === "doc.kml" ? -1 : b === "doc.kml" ? 1 : a.localeCompare(b),
  );
  const first = names[0];
  if (!first) throw new ImportFileError("The KMZ file has no KML document inside.");
  return files[first]!;
}

export function readKml(text: string): RawRecord[] {
  const parser = new DOMParser({
    // Warnings and recoverable errors are read past (as browsers do); a fatal one stops here.
    onError: (level, message) => {
      if (level === "fatalError") {
        throw new ImportFileError(`The KML file is not well-formed XML: ${message.trim()}.`);
      }
    },
  });
  let parsed: ReturnType<typeof parser.parseFromString>;
  try {
    parsed = parser.parseFromString(text, "text/xml");
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError("The KML file is not well-formed XML.");
  }
  if (parsed.getElementsByTagName("kml").length === 0) {
    throw new ImportFileError("The file is XML but not KML (it has no <kml> element).");
  }
  // togeojson is typed against the browser's DOM; xmldom's document has what it reads.
  const document = parsed as unknown as Parameters<typeof kml>[0];
  const collection = kml(document);
  return collection.features.map((feature) => {
    const properties = { ...(feature.properties ?? {}) } as Record<string, unknown>;
    const description = properties.description;
    if (description && typeof description === "object" && "value" in description) {
      properties.description = (description as { value: unknown }).value;
    }
    return {
      ...pointFromGeometry(feature.geometry),
      fields: looseFields(properties),
      htmlDescription: true,
    };
  });
}

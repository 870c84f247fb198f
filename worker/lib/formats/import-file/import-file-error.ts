/** A file we cannot read at all; the route answers 400 with this message. */
export class ImportFileError extends Error {}

export const NOT_A_LIST =
  "The file is not a KML, KMZ, CSV or GeoJSON file. Export the list from Google My Maps (KML or KMZ) or save it as CSV or GeoJSON.";

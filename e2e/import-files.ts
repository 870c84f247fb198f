/** House lists for the import screen's tests (e2e/admin-import*.spec.ts). */
import { zipSync } from "fflate";

/** A word longer than any phone is wide, as a pasted link in a list's name or address would be. */
const LONG_WORD = "Supercalifragilisticexpialidocious".repeat(2);

/** A My Maps export in miniature, unique to this run so its addresses are new every time. */
export function myMapsKmz(tag: string) {
  const number = 100 + Math.floor(Math.random() * 800);
  // A point in Suffolk, away from the demo houses' streets by chance only: spread over 3 km.
  const lat = 40.79 + Math.random() * 0.03;
  const lng = -73.2 + Math.random() * 0.03;
  const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>LI lights ${tag}</name><Folder>
<Placemark><name>Spectacular ${tag}</name><address>${number} ${tag} Lane, Ronkonkoma, NY 11779</address>
<description><![CDATA[Walk-through<br>Music on <b>88.7</b>]]></description>
<Point><coordinates>${lng},${lat},0</coordinates></Point></Placemark>
<Placemark><name>Unpinned ${tag}</name>
<ExtendedData><Data name="Address"><value>${number} ${tag} Road, Farmingdale, NY</value></Data></ExtendedData></Placemark>
<Placemark><name>Faraway ${tag} ${LONG_WORD}</name><address>1 ${LONG_WORD} St, Hartford, CT</address>
<Point><coordinates>-72.67,41.76,0</coordinates></Point></Placemark>
</Folder></Document></kml>`;
  return Buffer.from(zipSync({ "doc.kml": new TextEncoder().encode(kml) }));
}

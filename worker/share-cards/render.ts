/**
 * Draws the share cards of link previews: a layout in satori's JSX-like objects, laid out by
 * satori (Yoga) into an SVG, rasterised to a 1200x630 PNG by resvg. Both run as WebAssembly,
 * compiled on the first card a worker draws (this module is imported lazily by
 * pages/share-image.ts, so pages that never draw a card never compile them).
 *
 * Font: Inter (SIL Open Font License, INTER-LICENSE.txt), the @fontsource/inter woff files
 * copied as .bin so Workers bundles them as data (a repo test keeps the copies equal).
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { init as initSatori } from "satori/standalone";
import yogaWasm from "satori/yoga.wasm";
import inter400 from "./inter-latin-400-normal.woff.bin";
import inter700 from "./inter-latin-700-normal.woff.bin";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const NIGHT = "#0b1533";
const GOLD = "#f5c542";

let ready: Promise<void> | undefined;
function initialise() {
  ready ??= Promise.all([
    initSatori(yogaWasm),
    // resvg refuses a second initialisation, which a reloaded module (the dev server) asks for.
    initWasm(resvgWasm).catch((error: unknown) => {
      if (!String(error).includes("Already initialized")) throw error;
    }),
  ]).then(
    () => undefined,
    (error: unknown) => {
      ready = undefined;
      throw error;
    },
  );
  return ready;
}

/** A satori element (the shape React elements have, without React). */
interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; [key: string]: unknown };
}

function h(type: string, style: Record<string, unknown>, children?: unknown, props = {}): Node {
  return { type, props: { style, children, ...props } };
}

async function toPng(layout: Node): Promise<Uint8Array> {
  await initialise();
  const svg = await satori(layout as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [
      { name: "Inter", data: inter400, weight: 400, style: "normal" },
      { name: "Inter", data: inter700, weight: 700, style: "normal" },
    ],
  });
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

function brandMark() {
  return h("div", { display: "flex", alignItems: "center", gap: 16 }, [
    h(
      "div",
      {
        display: "flex",
        width: 44,
        height: 44,
        borderRadius: 22,
        backgroundColor: GOLD,
        border: "6px solid rgba(245,197,66,0.35)",
      },
      undefined,
    ),
    h("div", { fontSize: 36, fontWeight: 700, color: "white" }, "LI Lights"),
  ]);
}

/** Strings of lights across the top of a branded card (no photo). */
function lightString() {
  const colours = ["#f5c542", "#ef4444", "#22c55e", "#3b82f6", "#f5c542", "#ec4899"];
  return h(
    "div",
    { display: "flex", justifyContent: "space-between", width: "100%", padding: "0 40px" },
    Array.from({ length: 18 }, (_, index) =>
      h("div", {
        display: "flex",
        width: 22,
        height: 30,
        marginTop: index % 2 === 0 ? 0 : 18,
        borderRadius: 11,
        backgroundColor: colours[index % colours.length],
        // A halo as a translucent border: a blurred shadow costs the rasteriser far more.
        border: "5px solid rgba(255,255,255,0.18)",
      }),
    ),
  );
}

/** A five-point star as an SVG picture (Inter has no star glyph). */
function star(filled: boolean) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 24 24"><path d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.5l7.1-.6z" fill="${GOLD}" fill-opacity="${filled ? 1 : 0.3}"/></svg>`;
  return h("img", { width: 40, height: 40 }, undefined, {
    src: `data:image/svg+xml;base64,${btoa(svg)}`,
    width: 40,
    height: 40,
  });
}

function stars(rating: number) {
  return h(
    "div",
    { display: "flex", gap: 6 },
    Array.from({ length: 5 }, (_, index) => star(index < Math.round(rating))),
  );
}

export interface HouseCardInput {
  title: string;
  place: string;
  avgRating: number;
  reviewCount: number;
  /** A JPEG or PNG of the house as a data: URL, or null for the branded card. */
  photo: string | null;
}

export function renderHouseCard(house: HouseCardInput): Promise<Uint8Array> {
  const rating =
    house.reviewCount > 0
      ? h("div", { display: "flex", alignItems: "center", gap: 16 }, [
          stars(house.avgRating),
          h(
            "div",
            { fontSize: 32, color: "rgba(255,255,255,0.85)" },
            `${house.avgRating.toFixed(1)} · ${house.reviewCount} ${house.reviewCount === 1 ? "review" : "reviews"}`,
          ),
        ])
      : h("div", { fontSize: 30, color: "rgba(255,255,255,0.75)" }, "New on LI Lights");
  const text = h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      gap: 14,
      padding: "40px 56px 48px",
      width: "100%",
      ...(house.photo
        ? {
            backgroundImage:
              "linear-gradient(to bottom, rgba(11,21,51,0), rgba(11,21,51,0.85) 35%, rgba(11,21,51,0.95))",
          }
        : {}),
    },
    [
      h(
        "div",
        {
          fontSize: house.title.length > 40 ? 54 : 68,
          fontWeight: 700,
          color: "white",
          lineHeight: 1.1,
          lineClamp: 2,
        },
        house.title,
      ),
      h("div", { fontSize: 34, color: "rgba(255,255,255,0.85)" }, house.place),
      rating,
    ],
  );
  const layout = h(
    "div",
    {
      display: "flex",
      position: "relative",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: NIGHT,
      ...(house.photo
        ? {}
        : { backgroundImage: "radial-gradient(circle at 50% 0%, #27407a 0%, #0b1533 70%)" }),
      fontFamily: "Inter",
    },
    [
      house.photo
        ? h(
            "img",
            {
              position: "absolute",
              top: 0,
              left: 0,
              width: CARD_WIDTH,
              height: CARD_HEIGHT,
              objectFit: "cover",
            },
            undefined,
            {
              src: house.photo,
              width: CARD_WIDTH,
              height: CARD_HEIGHT,
            },
          )
        : h(
            "div",
            { display: "flex", position: "absolute", top: 30, left: 0, width: "100%" },
            lightString(),
          ),
      h(
        "div",
        { display: "flex", position: "absolute", top: house.photo ? 32 : 110, left: 56 },
        brandMark(),
      ),
      h("div", { display: "flex", position: "absolute", bottom: 0, left: 0, width: "100%" }, text),
    ],
  );
  return toPng(layout);
}

export function renderSiteCard(): Promise<Uint8Array> {
  return toPng(
    h(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        padding: "0 80px",
        gap: 28,
        backgroundColor: NIGHT,
        backgroundImage: "radial-gradient(circle at 50% 0%, #27407a 0%, #0b1533 70%)",
        fontFamily: "Inter",
        position: "relative",
      },
      [
        h(
          "div",
          { display: "flex", position: "absolute", top: 30, left: 0, width: "100%" },
          lightString(),
        ),
        brandMark(),
        h(
          "div",
          { fontSize: 76, fontWeight: 700, color: "white", lineHeight: 1.1 },
          "Long Island's Christmas light displays",
        ),
        h(
          "div",
          { fontSize: 34, color: "rgba(255,255,255,0.8)" },
          "Find houses near you, see them on a map, plan a tour and get directions.",
        ),
      ],
    ),
  );
}

export interface TourCardInput {
  name: string;
  stops: Array<{ latitude: number; longitude: number }>;
  miles: number;
}

/** The stops on a small map: dots joined in tour order, fitted to a box. */
function tourMap(stops: TourCardInput["stops"], width: number, height: number) {
  const pad = 40;
  const lats = stops.map((stop) => stop.latitude);
  const lngs = stops.map((stop) => stop.longitude);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  // Degrees of longitude are shorter than degrees of latitude this far north.
  const xs = lngs.map((lng) => lng * Math.cos(midLat));
  const spanX = Math.max(Math.max(...xs) - Math.min(...xs), 0.005);
  const spanY = Math.max(Math.max(...lats) - Math.min(...lats), 0.005);
  const scale = Math.min((width - pad * 2) / spanX, (height - pad * 2) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  const points = stops.map((stop, index) => ({
    x: offsetX + ((xs[index] ?? 0) - Math.min(...xs)) * scale,
    y: offsetY + (Math.max(...lats) - stop.latitude) * scale,
  }));
  const path = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(1)} ${point.y.toFixed(1)}`)
    .join(" ");
  const dots = points
    .map(
      (point, index) =>
        `<circle cx="${point.x.toFixed(1)}" cy="${point.y.toFixed(1)}" r="16" fill="${GOLD}"/><text x="${point.x.toFixed(1)}" y="${(point.y + 6).toFixed(1)}" font-size="16" font-weight="700" text-anchor="middle" fill="${NIGHT}">${index + 1}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="28" fill="#13224a"/><path d="${path}" fill="none" stroke="#f5c542" stroke-opacity="0.7" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round"/>${dots}</svg>`;
  return h("img", { width, height }, undefined, {
    src: `data:image/svg+xml;base64,${btoa(svg)}`,
    width,
    height,
  });
}

export function renderTourCard(tour: TourCardInput): Promise<Uint8Array> {
  const count = tour.stops.length;
  const miles = `${tour.miles.toFixed(1)} ${tour.miles === 1 ? "mile" : "miles"}`;
  return toPng(
    h(
      "div",
      {
        display: "flex",
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        padding: 56,
        gap: 48,
        backgroundColor: NIGHT,
        fontFamily: "Inter",
      },
      [
        h(
          "div",
          { display: "flex", flexDirection: "column", justifyContent: "space-between", width: 520 },
          [
            brandMark(),
            h("div", { display: "flex", flexDirection: "column", gap: 18 }, [
              h("div", { fontSize: 30, color: GOLD, fontWeight: 700 }, "Christmas lights tour"),
              h(
                "div",
                {
                  fontSize: tour.name.length > 30 ? 52 : 64,
                  fontWeight: 700,
                  color: "white",
                  lineHeight: 1.1,
                  lineClamp: 3,
                },
                tour.name,
              ),
            ]),
            h(
              "div",
              { fontSize: 38, color: "rgba(255,255,255,0.9)", fontWeight: 700 },
              `${count} ${count === 1 ? "stop" : "stops"} · ${miles}`,
            ),
          ],
        ),
        count > 0
          ? tourMap(tour.stops, 520, 518)
          : h("div", {
              display: "flex",
              width: 520,
              height: 518,
              borderRadius: 28,
              backgroundColor: "#13224a",
            }),
      ],
    ),
  );
}

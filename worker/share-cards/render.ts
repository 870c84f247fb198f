/**
 * Draws the share cards of link previews: a layout in satori's JSX-like objects, laid out by
 * satori (Yoga) into an SVG, rasterised to a 1200x630 PNG by resvg. Both run as WebAssembly,
 * compiled on the first card a worker draws (this module is imported lazily by
 * pages/share-image.ts, so pages that never draw a card never compile them).
 *
 * Font: Inter (SIL Open Font License, INTER-LICENSE.txt), the @fontsource/inter woff files
 * copied as .bin so Workers bundles them as data (a repo test keeps the copies equal). Its latin
 * subset only: a few Christmas emoji are drawn as Twemoji pictures (CC-BY 4.0,
 * TWEMOJI-LICENSE.txt; the same repo test checks them) and any other character the font cannot
 * draw is left out of the card (drawableText), since satori would draw it as a "NO GLYPH" box.
 */
import { TOUR_OUTLINE_COLORS } from "@contract/tour-outline";
import interSubsets from "@fontsource/inter/unicode.json";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import satori, { init as initSatori } from "satori/standalone";
import yogaWasm from "satori/yoga.wasm";
import inter400 from "./inter-latin-400-normal.woff.bin";
import inter700 from "./inter-latin-700-normal.woff.bin";
import { START_RADIUS, tourMapLayout } from "./tour-map-layout";
import twemoji from "./twemoji.json";

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

/** The code points the bundled Inter subset covers, as [first, last] ranges ("U+0000-00FF"). */
const INTER_RANGES = interSubsets.latin.split(",").map((range) => {
  const [first = "", last = first] = range.replace("U+", "").split("-");
  return [Number.parseInt(first, 16), Number.parseInt(last, 16)] as const;
});

function interHas(character: string) {
  const code = character.codePointAt(0) ?? 0;
  return INTER_RANGES.some(([first, last]) => code >= first && code <= last);
}

const EMOJI_SVGS: Record<string, string> = twemoji;
/** Skin tones and the emoji presentation selector: the card draws the plain picture. */
const EMOJI_VARIANTS = /[\u{1F3FB}-\u{1F3FF}\u{FE0F}]/gu;

/** Twemoji's name of an emoji ("1f9d1-200d-1f384"), without its variants. */
function twemojiName(grapheme: string) {
  return [...grapheme.replace(EMOJI_VARIANTS, "")]
    .map((character) => character.codePointAt(0)?.toString(16))
    .join("-");
}

/** The emoji pictures satori draws in place of their graphemes, built on the first card. */
let emojiImages: Record<string, string> | undefined;
function graphemeImages() {
  emojiImages ??= Object.fromEntries(
    Object.entries(EMOJI_SVGS).map(([name, svg]) => [
      String.fromCodePoint(...name.split("-").map((hex) => Number.parseInt(hex, 16))),
      `data:image/svg+xml;base64,${btoa(svg)}`,
    ]),
  );
  return emojiImages;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The text as the card can draw it: emoji with a picture in their plain form, characters Inter
 * has, a letter whose accent it lacks as its base letter (ś as s), and nothing else (Japanese,
 * Hebrew, other emoji: satori has no fallback font here, and would draw boxes). Spaces left
 * around a dropped character collapse. Empty when nothing of the text can be drawn.
 */
export function drawableText(text: string): string {
  let drawable = "";
  for (const { segment } of graphemes.segment(text.normalize("NFC"))) {
    const emoji = twemojiName(segment);
    if (EMOJI_SVGS[emoji]) {
      drawable += segment.replace(EMOJI_VARIANTS, "");
    } else if ([...segment].every(interHas)) {
      drawable += segment;
    } else {
      const base = [...segment.normalize("NFD")].filter((c) => !/\p{M}/u.test(c));
      if (base.length && base.every(interHas)) drawable += base.join("");
    }
  }
  return drawable.replace(/\s+/g, " ").trim();
}

/**
 * A block that wraps long words inside its width and ends its last line with an ellipsis after
 * `lines` lines (satori clamps only display: block).
 */
function clampedText(style: Record<string, unknown>, lines: number, text: string) {
  return h(
    "div",
    {
      display: "block",
      lineClamp: lines,
      wordBreak: "break-word",
      overflow: "hidden",
      maxWidth: "100%",
      ...style,
    },
    text,
  );
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
    graphemeImages: graphemeImages(),
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
  const title = drawableText(house.title) || "A Christmas light display";
  const place = drawableText(house.place);
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
      clampedText(
        { fontSize: title.length > 40 ? 54 : 68, fontWeight: 700, color: "white", lineHeight: 1.1 },
        2,
        title,
      ),
      place ? clampedText({ fontSize: 34, color: "rgba(255,255,255,0.85)" }, 1, place) : null,
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
  /** Where the route starts, when it starts from a place: drawn as the tour map draws it. */
  start: { latitude: number; longitude: number } | null;
  /** The stops on the route, in order: drawn as numbered dots. */
  stops: Array<{ latitude: number; longitude: number }>;
  /** "3 stops", "2 of 3 stops" (contract/tour-totals.ts, as the tour's page says it). */
  stopCountText: string;
  miles: number;
}

/**
 * The stops on a small map (tour-map-layout.ts): the route from the start through each stop's
 * spot, the start as the tour map draws it (a white dot in a blue ring), and a numbered marker per
 * stop, moved off its spot with a line back to it where markers would cover one another. The
 * numbers are satori text over the picture: resvg has no fonts for text inside an SVG.
 */
function tourMap(tour: Pick<TourCardInput, "start" | "stops">, width: number, height: number) {
  const layout = tourMapLayout(tour.start, tour.stops, width, height);
  const at = (point: { x: number; y: number }) => `${point.x.toFixed(1)} ${point.y.toFixed(1)}`;
  const route = [...(layout.start ? [layout.start] : []), ...layout.spots]
    .map((point, index) => `${index === 0 ? "M" : "L"}${at(point)}`)
    .join(" ");
  const leaders = layout.leaders
    .map(
      ({ spot, marker }) =>
        `<path d="M${at(spot)} L${at(marker)}" stroke="${GOLD}" stroke-width="2.5"/><circle cx="${spot.x.toFixed(1)}" cy="${spot.y.toFixed(1)}" r="5" fill="${GOLD}" stroke="${NIGHT}" stroke-width="1.5"/>`,
    )
    .join("");
  const start = layout.start
    ? `<circle cx="${layout.start.x.toFixed(1)}" cy="${layout.start.y.toFixed(1)}" r="${START_RADIUS - 3}" fill="#ffffff" stroke="${TOUR_OUTLINE_COLORS.start}" stroke-width="5"/>`
    : "";
  const dots = layout.markers
    .map(
      (marker) =>
        `<circle cx="${marker.x.toFixed(1)}" cy="${marker.y.toFixed(1)}" r="${marker.radius}" fill="${GOLD}" stroke="${NIGHT}" stroke-width="2"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="28" fill="#13224a"/><path d="${route}" fill="none" stroke="${GOLD}" stroke-opacity="0.7" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round"/>${leaders}${start}${dots}</svg>`;
  const numbers = layout.markers.map((marker) =>
    h(
      "div",
      {
        display: "flex",
        position: "absolute",
        left: marker.x - marker.radius,
        top: marker.y - marker.radius,
        width: marker.radius * 2,
        height: marker.radius * 2,
        alignItems: "center",
        justifyContent: "center",
        fontSize: marker.fontSize,
        fontWeight: 700,
        color: NIGHT,
      },
      marker.label,
    ),
  );
  return h("div", { display: "flex", position: "relative", width, height }, [
    h("img", { width, height }, undefined, {
      src: `data:image/svg+xml;base64,${btoa(svg)}`,
      width,
      height,
    }),
    ...numbers,
  ]);
}

/**
 * The totals line ("3 stops · 17.1 miles") as two runs of text drawn side by side, split before
 * the decimal point (separate elements: satori joins sibling strings). Satori places each word by
 * its letters' own widths but draws it with the font's kerning, so a word with a tight pair ends
 * short of its place: Inter's "7." left a double space after "17.1". Kerning applies only inside
 * a run, so the number now ends where it is placed (decision 362).
 */
function tourTotalsRuns(tour: Pick<TourCardInput, "stopCountText" | "miles">) {
  const [whole, tenths] = tour.miles.toFixed(1).split(".");
  return [`${tour.stopCountText} · ${whole}`, `.${tenths} ${tour.miles === 1 ? "mile" : "miles"}`];
}

export function renderTourCard(tour: TourCardInput): Promise<Uint8Array> {
  const count = tour.stops.length;
  const name = drawableText(tour.name);
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
          {
            display: "flex",
            flexDirection: "column",
            justifyContent: "space-between",
            width: 520,
            flexShrink: 0,
          },
          [
            brandMark(),
            h("div", { display: "flex", flexDirection: "column", gap: 18, width: "100%" }, [
              h("div", { fontSize: 30, color: GOLD, fontWeight: 700 }, "Christmas lights tour"),
              name
                ? clampedText(
                    {
                      fontSize: name.length > 30 ? 52 : 64,
                      fontWeight: 700,
                      color: "white",
                      lineHeight: 1.1,
                    },
                    3,
                    name,
                  )
                : null,
            ]),
            h(
              "div",
              { display: "flex", fontSize: 38, color: "rgba(255,255,255,0.9)", fontWeight: 700 },
              tourTotalsRuns(tour).map((run) => h("span", {}, run)),
            ),
          ],
        ),
        count > 0
          ? tourMap(tour, 520, 518)
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

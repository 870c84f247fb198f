/**
 * The printed tour (lazy chunk, with its QR library): the tour's name and totals, a static map
 * of the numbered stops drawn as SVG from the offline base layer's shorelines and the stops'
 * coordinates, then each stop with its address, features, hours and a QR code that opens
 * directions to it on a phone. Rendered into <body> so the print styles (tour-print.css) can
 * show it alone. One letter page up to about eight stops, two for twenty.
 */
import "./tour-print.css";
import { featureLabel } from "@contract/features";
import { displayClockTime, parseClockTime } from "@contract/lit-tonight";
import { streetLine } from "@contract/place-line";
import type { RoutePoint } from "@contract/tour-route";
import type { TourHouse } from "@contract/tours";
import type { FeatureCollection, Geometry, Position } from "geojson";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { encode } from "uqr";
import { BASE_LAYER_URL } from "@/components/map/base-style";
import { googleMapsStopUrl } from "@/lib/tour-links";

export interface TourPrintSheetProps {
  name: string;
  stops: TourHouse[];
  start: (RoutePoint & { label: string }) | null;
  totalsLine: string;
  totalsNote: string | null;
  /** Called once the sheet is drawn (with or without the shorelines). */
  onReady(): void;
}

/** The shorelines the static map is drawn over, once asked for: null when they could not load. */
let loadedLand: FeatureCollection | null | undefined;
let landRequest: Promise<FeatureCollection | null> | null = null;

/** Loads the shorelines once per page (the sheet can then be drawn in one synchronous render). */
export function loadPrintMap(): Promise<FeatureCollection | null> {
  landRequest ??= fetch(BASE_LAYER_URL)
    .then((response) => (response.ok ? (response.json() as Promise<FeatureCollection>) : null))
    .catch(() => null)
    .then((collection) => {
      loadedLand = collection;
      return collection;
    });
  return landRequest;
}

const MAP_WIDTH = 1000;
const MAP_HEIGHT = 380;
/** Room around the stops, as a share of their span, and the least span drawn (degrees). */
const MAP_MARGIN = 0.15;
const MIN_SPAN_DEGREES = 0.03;

function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = useMemo(() => encode(text, { ecc: "M", border: 2 }), [text]);
  // One path of unit squares: crisp at any print resolution.
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="tour-print-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="tour-print-qr"
      data-qr-text={text}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

function hoursText(stop: TourHouse) {
  const { litFrom, litUntil } = stop.schedule ?? {};
  if (!litFrom || !litUntil) return null;
  const time = (t: string) => displayClockTime(parseClockTime(t) ?? 0);
  return `Lights ${time(litFrom)} – ${time(litUntil)}`;
}

/** Projects longitude/latitude into the map's box (equirectangular, scaled at mid-latitude). */
function projection(points: RoutePoint[]) {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const xScale = Math.cos((midLat * Math.PI) / 180);
  let west = Math.min(...lngs) * xScale;
  let east = Math.max(...lngs) * xScale;
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  // Grow the box to the map's aspect ratio, with a margin and a least span.
  let spanX = Math.max(east - west, MIN_SPAN_DEGREES) * (1 + 2 * MAP_MARGIN);
  let spanY = Math.max(north - south, MIN_SPAN_DEGREES) * (1 + 2 * MAP_MARGIN);
  if (spanX / spanY > MAP_WIDTH / MAP_HEIGHT) spanY = (spanX * MAP_HEIGHT) / MAP_WIDTH;
  else spanX = (spanY * MAP_WIDTH) / MAP_HEIGHT;
  const cx = (west + east) / 2;
  const cy = (south + north) / 2;
  west = cx - spanX / 2;
  east = cx + spanX / 2;
  south = cy - spanY / 2;
  north = cy + spanY / 2;
  return ([lng, lat]: Position): [number, number] => [
    (((lng ?? 0) * xScale - west) / (east - west)) * MAP_WIDTH,
    ((north - (lat ?? 0)) / (north - south)) * MAP_HEIGHT,
  ];
}

function ringsOf(geometry: Geometry): Position[][] {
  if (geometry.type === "Polygon") return geometry.coordinates;
  if (geometry.type === "MultiPolygon") return geometry.coordinates.flat();
  return [];
}

function StaticTourMap({
  stops,
  start,
  land,
}: {
  stops: TourHouse[];
  start: TourPrintSheetProps["start"];
  land: FeatureCollection | null;
}) {
  const points: RoutePoint[] = start ? [start, ...stops] : stops;
  const project = projection(points);
  const landPath = (land?.features ?? [])
    .flatMap((feature) => ringsOf(feature.geometry))
    .map(
      (ring) =>
        `M${ring
          .map((position) =>
            project(position)
              .map((n) => n.toFixed(1))
              .join(" "),
          )
          .join("L")}Z`,
    )
    .join("");
  const route = points.map((p) => project([p.longitude, p.latitude]));
  return (
    <svg
      className="tour-print-map"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={`Map of the tour's ${stops.length} stops, numbered in order`}
      data-testid="tour-print-map"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#dbeafe" />
      <path d={landPath} fill="#f8fafc" stroke="#64748b" strokeWidth={1} fillRule="evenodd" />
      <polyline
        points={route.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}
        fill="none"
        stroke="#c81e1e"
        strokeWidth={4}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {start && (
        <circle
          cx={route[0]![0]}
          cy={route[0]![1]}
          r={10}
          fill="#ffffff"
          stroke="#2f7cf6"
          strokeWidth={5}
        />
      )}
      {stops.map((stop, i) => {
        const [x, y] = route[i + (start ? 1 : 0)]!;
        return (
          <g key={stop.id} data-testid="tour-print-map-stop">
            <circle cx={x} cy={y} r={15} fill="#c81e1e" stroke="#ffffff" strokeWidth={3} />
            <text
              x={x}
              y={y + 6}
              textAnchor="middle"
              fontSize={17}
              fontWeight={700}
              fill="#ffffff"
              fontFamily="system-ui, sans-serif"
            >
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function TourPrintSheet({
  name,
  stops,
  start,
  totalsLine,
  totalsNote,
  onReady,
}: TourPrintSheetProps) {
  // Drawn at once when the shorelines have arrived already (the browser's own print renders the
  // sheet inside its beforeprint event: print-tour-button.tsx).
  const [land, setLand] = useState<FeatureCollection | null>(() => loadedLand ?? null);
  const [loaded, setLoaded] = useState(() => loadedLand !== undefined);
  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    void loadPrintMap().then((collection) => {
      if (cancelled) return;
      setLand(collection);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [loaded]);
  const onReadyOnce = useRef(onReady);
  useEffect(() => {
    // After the browser has laid the sheet out.
    if (loaded) requestAnimationFrame(() => onReadyOnce.current());
  }, [loaded]);

  return createPortal(
    <div className="tour-print-sheet" data-testid="tour-print-sheet">
      <h1>{name}</h1>
      <p className="tour-print-totals">
        {start ? `From ${start.label} · ` : ""}
        {totalsLine}
        {totalsNote ? ` · ${totalsNote}` : ""}
      </p>
      <StaticTourMap stops={stops} start={start} land={land} />
      <ol className="tour-print-stops">
        {stops.map((stop, i) => {
          const hours = hoursText(stop);
          const features = (stop.features ?? []).map(featureLabel).join(", ");
          return (
            <li key={stop.id} className="tour-print-stop" data-testid="tour-print-stop">
              <span className="tour-print-number">{i + 1}</span>
              <div style={{ flex: 1, minWidth: 0 }}>
                <p>
                  <strong>{stop.title}</strong>
                </p>
                <p>
                  {streetLine(stop.address)}
                  {stop.city ? `, ${stop.city}` : ""}
                </p>
                {features && <p className="tour-print-detail">{features}</p>}
                {hours && <p className="tour-print-detail">{hours}</p>}
              </div>
              <QrCode text={googleMapsStopUrl(stop)} label={`QR code for stop ${i + 1}`} />
            </li>
          );
        })}
      </ol>
    </div>,
    document.body,
  );
}

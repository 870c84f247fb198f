/**
 * The tour's route as a picture (contract/tour-outline.ts): numbered stops joined in order on the
 * map's night blue, drawn at once without the map library. The worker's first paint of a shared
 * tour writes the same SVG (worker/pages/shared-tour-page.ts).
 */
import {
  TOUR_OUTLINE_COLORS,
  TOUR_OUTLINE_HEIGHT,
  TOUR_OUTLINE_WIDTH,
  tourOutline,
  tourOutlineLabel,
} from "@contract/tour-outline";
import type { RoutePoint } from "@contract/tour-route";
import { useMemo } from "react";

export function TourOutline({
  start,
  stops,
}: {
  start: RoutePoint | null;
  stops: readonly RoutePoint[];
}) {
  const outline = useMemo(() => tourOutline(start, stops), [start, stops]);
  const colors = TOUR_OUTLINE_COLORS;
  return (
    <svg
      viewBox={`0 0 ${TOUR_OUTLINE_WIDTH} ${TOUR_OUTLINE_HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={tourOutlineLabel(stops.length)}
      data-testid="tour-outline"
      className="absolute inset-0 size-full"
    >
      <polyline
        points={outline.line}
        fill="none"
        stroke={colors.line}
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {outline.start && (
        <circle
          cx={outline.start.x}
          cy={outline.start.y}
          r={7}
          fill="#ffffff"
          stroke={colors.start}
          strokeWidth={4}
        />
      )}
      {outline.stops.map((point, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stop is its place in the order.
        <g key={index}>
          <circle
            cx={point.x}
            cy={point.y}
            r={12}
            fill={colors.stop}
            stroke={colors.stopRing}
            strokeWidth={2}
          />
          <text
            x={point.x}
            y={point.y}
            dy="0.35em"
            textAnchor="middle"
            fill="#ffffff"
            fontSize={13}
            fontWeight={700}
          >
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * The tour's route as a picture (contract/tour-outline.ts): numbered stops joined in order on the
 * map's night blue, drawn at once without the map library; stops that would cover one another
 * are moved apart, each with a line to a dot at its true spot. The worker's first paint of a shared
 * tour writes the same SVG (worker/pages/shared-tour-page.ts).
 */
import {
  TOUR_OUTLINE_COLORS,
  TOUR_OUTLINE_HEIGHT,
  TOUR_OUTLINE_SPOT_RADIUS,
  TOUR_OUTLINE_STOP_RADIUS,
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
      {outline.leaders.map(({ spot, circle }) => (
        <g key={`${spot.x},${spot.y},${circle.x},${circle.y}`}>
          <line
            x1={spot.x}
            y1={spot.y}
            x2={circle.x}
            y2={circle.y}
            stroke={colors.stopRing}
            strokeWidth={2}
          />
          <circle
            cx={spot.x}
            cy={spot.y}
            r={TOUR_OUTLINE_SPOT_RADIUS}
            fill={colors.stop}
            stroke={colors.stopRing}
            strokeWidth={1.5}
          />
        </g>
      ))}
      {outline.stops.map((point, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stop is its place in the order.
        <g key={index}>
          <circle
            cx={point.x}
            cy={point.y}
            r={TOUR_OUTLINE_STOP_RADIUS}
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

import { housePath } from "@contract/house-path";
import { displayClockTime } from "@contract/lit-tonight";
import { streetLine } from "@contract/place-line";
import { ARCHIVED_TEXT } from "@contract/season";
import type { TourHouse } from "@contract/tours";
import {
  ArrowDownIcon,
  ArrowUpIcon,
  LightbulbIcon,
  MapPinIcon,
  StarIcon,
  Trash2Icon,
  TriangleAlertIcon,
} from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { formatRating } from "@/components/house/format";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { appleMapsStopUrl, wazeStopUrl } from "@/lib/tour-links";

export interface StopListEditing {
  onMove(houseId: number, delta: -1 | 1): void;
  onRemove(houseId: number): void;
}

/** A stop the tour reaches after its lights go off (night minutes). */
export interface LateArrival {
  arriveAt: number;
  untilMinute: number;
}

/** Each stop's number on the route (null: the time budget leaves it out), in list order. */
export function stopNumbers(stops: readonly TourHouse[], dropped: ReadonlySet<number>) {
  let number = 0;
  return stops.map((stop) => (dropped.has(stop.id) ? null : ++number));
}

/**
 * Keeps keyboard focus on a stop just moved by Move up / Move down: the same button once the row
 * is in its new place, or the other one when the stop reached an end of the list.
 */
export function focusMovedStop(list: HTMLElement | null, houseId: number, delta: -1 | 1) {
  requestAnimationFrame(() => {
    const item = list?.querySelector(`[data-house-id="${houseId}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });
}

export interface TourStopRowProps extends Omit<ComponentProps<"li">, "children"> {
  stop: TourHouse;
  /** The stop's number on the route; null when the time budget leaves it out. */
  number: number | null;
  index: number;
  total: number;
  editing?: StopListEditing | undefined;
  /** Called by Move up / Move down (keeps focus on the moved stop). */
  onMove?: ((houseId: number, delta: -1 | 1) => void) | undefined;
  /** A drag handle, placed first in the row. */
  handle?: ReactNode;
  /** Set when this tour, started now, reaches the stop after its lights go off. */
  late?: LateArrival | undefined;
}

/**
 * One stop: its number, title, address, rating and directions; with `editing`, Move up / Move
 * down / Remove buttons (named with the house, so a screen reader hears which stop moves).
 */
export function TourStopRow({
  stop,
  number,
  index,
  total,
  editing,
  onMove,
  handle,
  late,
  className,
  ...rest
}: TourStopRowProps) {
  const isDropped = number === null;
  return (
    <li
      {...rest}
      data-testid="tour-stop"
      data-house-id={stop.id}
      data-dropped={isDropped || undefined}
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-xl border p-3",
        isDropped ? "border-dashed bg-muted/40" : "bg-card",
        className,
      )}
    >
      {handle}
      <span
        aria-hidden="true"
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full font-semibold text-sm",
          isDropped ? "bg-muted text-muted-foreground" : "bg-primary text-primary-foreground",
        )}
      >
        {isDropped ? "–" : number}
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-medium">
          <span className="sr-only">{isDropped ? "Left out: " : `Stop ${number}: `}</span>
          {/* House pages are public: a stop links to its house for everyone. */}
          <Link to={housePath(stop)} className="hover:underline">
            {stop.title}
          </Link>
        </p>
        <p className="flex items-center gap-1 text-muted-foreground text-sm">
          <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {streetLine(stop.address)}
            {stop.city ? `, ${stop.city}` : ""}
          </span>
          <StarIcon className="ml-2 size-3.5 shrink-0 fill-accent text-accent" aria-hidden="true" />
          <span>
            {formatRating(stop.avgRating)}
            <span className="sr-only"> out of 5</span>
          </span>
        </p>
        {stop.litTonight !== undefined && (
          <p className="flex items-center gap-1 text-xs" data-testid="tour-stop-lit">
            {stop.litTonight ? (
              <>
                <LightbulbIcon className="size-3.5 text-amber-500" aria-hidden="true" />
                <span className="font-medium">Lit tonight</span>
              </>
            ) : (
              <span className="text-muted-foreground">Not lit right now</span>
            )}
          </p>
        )}
        {late && (
          <p
            className="flex items-start gap-1 font-medium text-destructive text-xs"
            data-testid="tour-stop-late"
          >
            <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            Lights go off at {displayClockTime(late.untilMinute)}; started now, this tour gets here
            about {displayClockTime(late.arriveAt)}.
          </p>
        )}
        {isDropped && (
          <p className="text-muted-foreground text-xs">
            {stop.archived ? ARCHIVED_TEXT : "Doesn't fit in the time budget"}
          </p>
        )}
      </div>
      <div className="flex w-full flex-wrap items-center justify-end gap-1 sm:w-auto">
        <Button asChild variant="ghost" size="sm">
          <a
            href={appleMapsStopUrl(stop)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Directions to ${stop.title} in Apple Maps`}
          >
            Apple Maps
          </a>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <a
            href={wazeStopUrl(stop)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Directions to ${stop.title} in Waze`}
          >
            Waze
          </a>
        </Button>
        {editing && (
          <>
            <Button
              variant="outline"
              size="iconMd"
              aria-label={`Move ${stop.title} up`}
              data-move={-1}
              disabled={index === 0}
              onClick={() => onMove?.(stop.id, -1)}
            >
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="iconMd"
              aria-label={`Move ${stop.title} down`}
              data-move={1}
              disabled={index === total - 1}
              onClick={() => onMove?.(stop.id, 1)}
            >
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="iconMd"
              className="text-destructive!"
              aria-label={`Remove ${stop.title} from tour`}
              data-remove
              onClick={() => editing.onRemove(stop.id)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The stops in route order, read-only (a shared tour). Left-out stops are dimmed, unnumbered. */
export function TourStopList({
  stops,
  dropped,
  late,
}: {
  stops: TourHouse[];
  dropped: ReadonlySet<number>;
  late?: ReadonlyMap<number, LateArrival>;
}) {
  const numbers = stopNumbers(stops, dropped);
  return (
    <ol className="space-y-2" aria-label="Tour stops" data-testid="tour-stops">
      {stops.map((stop, index) => (
        <TourStopRow
          key={stop.id}
          stop={stop}
          number={numbers[index] ?? null}
          index={index}
          total={stops.length}
          late={late?.get(stop.id)}
        />
      ))}
    </ol>
  );
}

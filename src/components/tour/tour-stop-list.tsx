import { housePath } from "@contract/house-path";
import { streetLine } from "@contract/place-line";
import type { TourHouse } from "@contract/tours";
import { ArrowDownIcon, ArrowUpIcon, MapPinIcon, StarIcon, Trash2Icon } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { formatRating } from "@/components/house/format";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { appleMapsStopUrl, wazeStopUrl } from "@/lib/tour-links";

export interface StopListEditing {
  onMove(houseId: number, delta: -1 | 1): void;
  onRemove(houseId: number): void;
}

/**
 * The stops in route order. Stops the time budget leaves out stay in the list, dimmed and
 * marked, without a number. With `editing`, each stop has Move up / Move down / Remove buttons
 * (named with the house, so a screen reader hears which stop moves).
 */
export function TourStopList({
  stops,
  dropped,
  editing,
  linkToHouse = true,
}: {
  stops: TourHouse[];
  dropped: ReadonlySet<number>;
  editing?: StopListEditing;
  linkToHouse?: boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  /** Keeps keyboard focus on the moved stop: the same button, or the other one at an end. */
  const move = (houseId: number, delta: -1 | 1) => {
    editing?.onMove(houseId, delta);
    requestAnimationFrame(() => {
      const item = list.current?.querySelector(`[data-house-id="${houseId}"]`);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${delta}"]`);
      const other = item?.querySelector<HTMLButtonElement>(`[data-move="${-delta}"]`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  let number = 0;
  return (
    <ol ref={list} className="space-y-2" aria-label="Tour stops" data-testid="tour-stops">
      {stops.map((stop, index) => {
        const isDropped = dropped.has(stop.id);
        if (!isDropped) number += 1;
        return (
          <li
            key={stop.id}
            data-testid="tour-stop"
            data-house-id={stop.id}
            data-dropped={isDropped || undefined}
            className={cn(
              "flex flex-wrap items-center gap-3 rounded-xl border p-3",
              isDropped ? "border-dashed bg-muted/40" : "bg-card",
            )}
          >
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
                {linkToHouse ? (
                  <Link to={housePath(stop)} className="hover:underline">
                    {stop.title}
                  </Link>
                ) : (
                  stop.title
                )}
              </p>
              <p className="flex items-center gap-1 text-muted-foreground text-sm">
                <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">
                  {streetLine(stop.address)}
                  {stop.city ? `, ${stop.city}` : ""}
                </span>
                <StarIcon
                  className="ml-2 size-3.5 shrink-0 fill-accent text-accent"
                  aria-hidden="true"
                />
                <span>
                  {formatRating(stop.avgRating)}
                  <span className="sr-only"> out of 5</span>
                </span>
              </p>
              {isDropped && (
                <p className="text-muted-foreground text-xs">Doesn't fit in the time budget</p>
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
                    onClick={() => move(stop.id, -1)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="iconMd"
                    aria-label={`Move ${stop.title} down`}
                    data-move={1}
                    disabled={index === stops.length - 1}
                    onClick={() => move(stop.id, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="iconMd"
                    className="text-destructive!"
                    aria-label={`Remove ${stop.title} from tour`}
                    onClick={() => editing.onRemove(stop.id)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

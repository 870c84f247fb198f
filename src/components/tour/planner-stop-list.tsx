/**
 * The planner's stop list. Dragging needs dnd-kit (about 11 KB gzip), which the planner's first
 * paint does without: the stops show at once with their Move up / Move down / Remove buttons, and
 * dnd-kit loads right after, once there are two stops to reorder; sortable-tour-stop-list.tsx then
 * draws the same rows with live drag handles. Until it has loaded, each row keeps the handle's
 * place, so nothing moves when it arrives, and a button or link that had the focus has it again
 * in the new rows. No React.lazy, for the reason src/components/auth/lazy-auth-dialog.tsx gives.
 */
import { GripVerticalIcon } from "lucide-react";
import { type ComponentProps, memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { SortableTourStopList } from "./sortable-tour-stop-list";
import { focusMovedStop, stopNumbers, TourStopRow } from "./tour-stop-list";

type PlannerStopListProps = ComponentProps<typeof SortableTourStopList>;

/** Kept once loaded, so the planner opened again draws the sortable list at once. */
let loadedSortableList: typeof SortableTourStopList | null = null;

/** Memoized: the planner draws it again only when its stops or their notes change. */
export const PlannerStopList = memo(function PlannerStopList(props: PlannerStopListProps) {
  const [SortableList, setSortableList] = useState(() => loadedSortableList);
  const [loadFailed, setLoadFailed] = useState(false);
  const reorderable = props.stops.length > 1;
  const container = useRef<HTMLDivElement>(null);
  /** The focused control's selector while the rows are swapped for the sortable ones. */
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (SortableList || !reorderable || loadFailed) return;
    let current = true;
    import("./sortable-tour-stop-list").then(
      (module) => {
        loadedSortableList = module.SortableTourStopList;
        if (!current) return;
        refocus.current = focusedControl(container.current);
        setSortableList(() => module.SortableTourStopList);
      },
      // Offline with the chunk not cached: the Move buttons still reorder.
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [SortableList, reorderable, loadFailed]);

  // Before the browser paints the new rows: the keyboard user goes on where they were.
  useLayoutEffect(() => {
    if (!SortableList || !refocus.current) return;
    container.current?.querySelector<HTMLElement>(refocus.current)?.focus();
    refocus.current = null;
  }, [SortableList]);

  return (
    <div ref={container}>
      {SortableList && reorderable ? (
        <SortableList {...props} />
      ) : (
        <StopListWithButtons {...props} handlePlaces={reorderable && !loadFailed} />
      )}
    </div>
  );
});

/** A selector for the focused button (by its name) or link (by its address) inside `list`. */
function focusedControl(list: HTMLElement | null): string | null {
  const focused = document.activeElement;
  if (!list || !(focused instanceof HTMLElement) || !list.contains(focused)) return null;
  const label = focused.getAttribute("aria-label");
  if (label) return `[aria-label="${CSS.escape(label)}"]`;
  const href = focused.getAttribute("href");
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

/** The same rows without dnd-kit: the buttons reorder, and a still grip holds the handle's place. */
function StopListWithButtons({
  stops,
  dropped,
  editing,
  late,
  handlePlaces,
}: PlannerStopListProps & { handlePlaces: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  const numbers = stopNumbers(stops, dropped);
  const move = (houseId: number, delta: -1 | 1) => {
    editing.onMove(houseId, delta);
    focusMovedStop(list.current, houseId, delta);
  };
  return (
    <ol ref={list} className="space-y-2" aria-label="Tour stops" data-testid="tour-stops">
      {stops.map((stop, index) => (
        <TourStopRow
          key={stop.id}
          stop={stop}
          number={numbers[index] ?? null}
          index={index}
          total={stops.length}
          editing={editing}
          onMove={move}
          late={late.get(stop.id)}
          handle={
            handlePlaces && (
              <span
                aria-hidden="true"
                className="-ml-1 flex h-11 w-8 shrink-0 items-center justify-center text-muted-foreground"
              >
                <GripVerticalIcon className="size-5" />
              </span>
            )
          }
        />
      ))}
    </ol>
  );
}

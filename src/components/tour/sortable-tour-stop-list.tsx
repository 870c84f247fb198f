/**
 * The planner's stop list: drag a stop by its handle (mouse, touch or pen), or pick it up with
 * Space or Enter and move it with the arrow keys (dnd-kit's keyboard sensor), or use the Move
 * up / Move down buttons. Every way ends in the same store call, and the order is the user's
 * (Save stores it as shown). Screen readers hear each step with the house's name. The planner
 * loads this module (and dnd-kit) after its first paint: planner-stop-list.tsx.
 */
import type { TourHouse } from "@contract/tours";
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVerticalIcon } from "lucide-react";
import { useRef } from "react";
import { cn } from "@/lib/cn";
import {
  focusMovedStop,
  type LateArrival,
  type StopListEditing,
  stopNumbers,
  TourStopRow,
} from "./tour-stop-list";

/** A small move before a press becomes a drag, so taps on the handle stay taps. */
const POINTER_DRAG_DISTANCE_PX = 4;

function SortableStop({
  stop,
  number,
  index,
  total,
  editing,
  onMove,
  late,
}: {
  late: LateArrival | undefined;
  stop: TourHouse;
  number: number | null;
  index: number;
  total: number;
  editing: StopListEditing;
  onMove(houseId: number, delta: -1 | 1): void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: stop.id });
  return (
    <TourStopRow
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && "relative z-10 shadow-lg ring-2 ring-primary")}
      stop={stop}
      number={number}
      index={index}
      total={total}
      editing={editing}
      onMove={onMove}
      late={late}
      handle={
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${stop.title}`}
          data-testid="tour-stop-drag-handle"
          className="-ml-1 flex h-11 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVerticalIcon className="size-5" aria-hidden="true" />
        </button>
      }
    />
  );
}

export function SortableTourStopList({
  stops,
  dropped,
  editing,
  onPlace,
  late,
}: {
  stops: TourHouse[];
  dropped: ReadonlySet<number>;
  late: ReadonlyMap<number, LateArrival>;
  editing: StopListEditing;
  /** Puts a stop at a new index (a finished drag). */
  onPlace(houseId: number, index: number): void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numbers = stopNumbers(stops, dropped);
  const title = (id: unknown) => stops.find((s) => s.id === id)?.title ?? "the stop";
  const position = (id: unknown) => stops.findIndex((s) => s.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${title(active.id)}, place ${position(active.id)} of ${stops.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${title(active.id)} is over place ${position(over.id)} of ${stops.length}.`
        : `${title(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at place ${position(over.id)} of ${stops.length}.`
        : `${title(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} cancelled; it stays where it was.`,
  };

  const move = (houseId: number, delta: -1 | 1) => {
    editing.onMove(houseId, delta);
    focusMovedStop(list.current, houseId, delta);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = stops.findIndex((s) => s.id === over.id);
    if (to >= 0) onPlace(Number(active.id), to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a stop, press Space or Enter, use the up and down arrow keys, then press Space or Enter again to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={stops.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol ref={list} className="space-y-2" aria-label="Tour stops" data-testid="tour-stops">
          {stops.map((stop, index) => (
            <SortableStop
              key={stop.id}
              stop={stop}
              number={numbers[index] ?? null}
              index={index}
              total={stops.length}
              editing={editing}
              onMove={move}
              late={late.get(stop.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/**
 * /admin/season: the houses nobody has confirmed lit this season, longest unconfirmed first.
 * The admin ticks houses and archives them (hidden from search and the map, kept, restorable),
 * asks the community to check them (the landing's "Help us check" strip) or confirms them.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useRef, useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { type ListFilter, useLastPageKept, useListAddress } from "@/components/admin/list-address";
import { Pagination } from "@/components/admin/pagination";
import { Button } from "@/components/ui/button";
import { focusPageHeading } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import {
  applySeasonAction,
  type SeasonAction,
  seasonKeys,
  unconfirmedQuery,
} from "@/lib/queries/season";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { SeasonRows } from "./season/season-rows";

const ACTIONS: Record<"listed" | "archived", { action: SeasonAction; label: string }[]> = {
  listed: [
    { action: "archive", label: "Archive" },
    { action: "ask-community", label: "Ask the community" },
    { action: "stop-asking", label: "Stop asking" },
    { action: "confirm", label: "Confirm lit" },
  ],
  archived: [{ action: "restore", label: "Restore" }],
};

const DONE: Record<SeasonAction, string> = {
  archive: "archived",
  restore: "restored",
  "ask-community": "shown on Help us check",
  "stop-asking": "taken off Help us check",
  confirm: "confirmed",
};

/** The view in the address (decision 392): `?view=archived`; Not confirmed is the plain path. */
const VIEW_FILTER: ListFilter<"listed" | "archived"> = {
  name: "view",
  values: ["listed", "archived"],
  initial: "listed",
};

export default function AdminSeasonPage() {
  const queryClient = useQueryClient();
  // The view and the page live in the address (decision 392): Back from a house keeps them.
  const { page, filter: view, setPage, setFilter: setView } = useListAddress(VIEW_FILTER);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const list = useQuery(unconfirmedQuery(page, view === "archived"));
  const pastLastPage = useLastPageKept(page, list.data, setPage);

  function tick(id: number, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const rows = useRef<HTMLDivElement>(null);
  /**
   * After an action, once the list read again is shown: where the first ticked house was, and
   * when the action started (decision 416). Nothing is ticked then, so the button pressed is
   * disabled, which drops the focus: it goes to the box of the row now at that place (the houses
   * acted on may have left the view), else to the heading.
   */
  const [refocus, setRefocus] = useState<{ index: number; since: number } | null>(null);
  const shownAt = list.dataUpdatedAt;
  useLayoutEffect(() => {
    if (!refocus || shownAt < refocus.since) return;
    setRefocus(null);
    const active = document.activeElement;
    // The admin took the focus elsewhere meanwhile: it stays there.
    if (active && active !== document.body && !active.matches(":disabled")) return;
    const boxes = rows.current?.querySelectorAll<HTMLElement>("[data-testid=season-row] input");
    const box = boxes?.[Math.min(refocus.index, boxes.length - 1)];
    if (box) box.focus();
    else focusPageHeading();
  }, [refocus, shownAt]);

  // One action at a time (decision 346): a double click on Archive archives once.
  const run = useSingleFlightMutation({
    mutationFn: (action: SeasonAction) => applySeasonAction(action, [...ticked]),
    onMutate: () => ({ since: Date.now() }),
    onSuccess: async ({ updated }, action, context) => {
      toastSuccess(`${updated} ${updated === 1 ? "house" : "houses"} ${DONE[action]}`);
      const index = items.findIndex((house) => ticked.has(house.id));
      // The buttons stay busy, and keep the focus, until the list is read again.
      await queryClient.invalidateQueries({ queryKey: seasonKeys.unconfirmed });
      setTicked(new Set());
      setRefocus({ index: Math.max(index, 0), since: context.since });
      await queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
    onError: (error) => toastFailure("The change failed", error),
  });

  const items = list.data?.items ?? [];
  return (
    <AdminPage
      title="Season Check"
      description={
        list.data
          ? `Houses nobody has confirmed lit in the ${list.data.season} season.`
          : "Houses nobody has confirmed lit this season."
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {(["listed", "archived"] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={view === option ? "default" : "outline"}
            aria-pressed={view === option}
            onClick={() => {
              setView(option);
              setTicked(new Set());
            }}
          >
            {option === "listed" ? "Not confirmed" : "Archived"}
          </Button>
        ))}
        <span className="mx-2 text-muted-foreground text-sm">{ticked.size} selected</span>
        {ACTIONS[view].map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant="outline"
            disabled={ticked.size === 0}
            busy={run.isPending}
            onClick={() => run.mutate(action)}
          >
            {label}
          </Button>
        ))}
      </div>
      {(list.isPending || pastLastPage) && <Spinner label="Loading..." />}
      {list.isError && (
        <LoadError
          title="Could not load the houses"
          description={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && items.length === 0 && !pastLastPage && (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {view === "listed" ? "Every house is confirmed for this season." : "No archived houses."}
        </p>
      )}
      {items.length > 0 && (
        // Another page loading: the page before stays, dimmed and inert (decision 402).
        <div
          ref={rows}
          className={cn("transition-opacity", list.isPlaceholderData && "opacity-50")}
          aria-busy={list.isFetching}
          inert={list.isPlaceholderData}
        >
          <SeasonRows items={items} ticked={ticked} onTick={tick} />
        </div>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={list.data.totalPages}
          onPageChange={setPage}
          busy={list.isFetching}
          loading={list.isPlaceholderData}
        />
      )}
    </AdminPage>
  );
}

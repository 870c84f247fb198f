/**
 * Live updates of an open house page (docs/product.md, House page and contributions): an
 * EventSource on GET /api/houses/{id}/stream; each description-updated, photo-added,
 * photo-deleted or house-updated event (any other edit, decision 339) refetches the house. The browser reconnects by itself after a drop (server
 * sends retry: 3000).
 */
import { REFETCH_EVENTS } from "@contract/refetch-events";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { houseKeys } from "./queries/houses";

export function useHouseEvents(houseId: number | null | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!houseId || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/houses/${houseId}/stream`);
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: houseKeys.details() });
    };
    for (const type of REFETCH_EVENTS) source.addEventListener(type, refetch);
    return () => source.close();
  }, [houseId, queryClient]);
}

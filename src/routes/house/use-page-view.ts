import type { HouseContent, HouseDetail } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { postPageView } from "@/lib/queries/houses";

/** Opening a house posts one page view (once per mount and house), then shows the new count. */
export function usePageView(house: HouseContent | undefined, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const sentFor = useRef<number | null>(null);
  const houseId = house?.id;
  useEffect(() => {
    if (houseId === undefined || sentFor.current === houseId) return;
    sentFor.current = houseId;
    postPageView(houseId)
      .then(({ count }) =>
        queryClient.setQueryData<HouseDetail>(queryKey, (old) =>
          old && old.id === houseId ? { ...old, pageViewCount: count } : old,
        ),
      )
      .catch(() => undefined);
  }, [houseId, queryClient, queryKey]);
}

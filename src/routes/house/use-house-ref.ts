import type { HouseRef } from "@contract/house-path";
import { useParams } from "react-router";

/** /house/{id} or /house/{citySlug}/{streetSlug}; null for an id that is not a number. */
export function useHouseRef(): HouseRef | null {
  const { id, citySlug, streetSlug } = useParams();
  if (citySlug && streetSlug) return { citySlug, streetSlug };
  if (id && /^[0-9]+$/.test(id)) return { id: Number(id) };
  return null;
}

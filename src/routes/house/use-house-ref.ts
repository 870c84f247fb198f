import { useParams } from "react-router";
import type { HouseRef } from "@/lib/queries/houses";

/** /house/{id} or /house/{citySlug}/{streetSlug}; null for an id that is not a number. */
export function useHouseRef(): HouseRef | null {
  const { id, citySlug, streetSlug } = useParams();
  if (citySlug && streetSlug) return { citySlug, streetSlug };
  if (id && /^[0-9]+$/.test(id)) return { id: Number(id) };
  return null;
}

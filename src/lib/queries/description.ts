/** A house's description. Callers invalidate with invalidateAfterContribution. */
import { api } from "../api";

export const updateDescription = (houseId: number, description: string) =>
  api("PUT /api/houses/:id/description", { path: { id: houseId }, body: { description } });

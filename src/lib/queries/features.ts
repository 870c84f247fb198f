/** A house's features (add, remove). Callers invalidate with invalidateAfterContribution. */
import { api } from "../api";

export const addFeatures = (houseId: number, features: string[]) =>
  api("PUT /api/houses/:id/features", { path: { id: houseId }, body: { features } });
export const removeFeature = (houseId: number, feature: string) =>
  api("DELETE /api/houses/:id/features/:feature", { path: { id: houseId, feature } });

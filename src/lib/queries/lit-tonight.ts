/**
 * A house's light schedule and lights reports, and the one-tap "seen lit this year" confirmation
 * of someone standing at it. Callers invalidate with invalidateAfterContribution (house page and
 * lists carry the schedule, the badge and the season).
 */
import type { LightsReportRequest, ScheduleRequest } from "@contract/house-schedule";
import type { ConfirmLitRequest } from "@contract/season-check";
import { api } from "../api";

export const confirmLit = (houseId: number, body: ConfirmLitRequest) =>
  api("POST /api/houses/:id/confirm-lit", { path: { id: houseId }, body });

export const updateSchedule = (houseId: number, body: ScheduleRequest) =>
  api("PUT /api/houses/:id/schedule", { path: { id: houseId }, body });

export const reportLights = (houseId: number, body: LightsReportRequest) =>
  api("POST /api/houses/:id/lights-report", { path: { id: houseId }, body });

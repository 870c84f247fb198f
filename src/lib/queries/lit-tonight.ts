/**
 * A house's light schedule and lights reports. Callers invalidate with
 * invalidateAfterContribution (house page and lists carry the schedule and the badge).
 */
import type { LightsReportRequest, ScheduleRequest } from "@contract/house-schedule";
import { api } from "../api";

export const updateSchedule = (houseId: number, body: ScheduleRequest) =>
  api("PUT /api/houses/:id/schedule", { path: { id: houseId }, body });

export const reportLights = (houseId: number, body: LightsReportRequest) =>
  api("POST /api/houses/:id/lights-report", { path: { id: houseId }, body });

import type { HouseContent } from "@contract/house";
import { type HouseSchedule, scheduleRequestSchema } from "@contract/house-schedule";
import { MAX_SHOW_TIMES } from "@contract/lit-tonight";
import { useQueryClient } from "@tanstack/react-query";
import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { MONTHS } from "@/components/house/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api";
import { updateSchedule } from "@/lib/queries/lit-tonight";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { refusalOf } from "@/lib/refusal";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { ContributeCard, type ContributePanelState, PanelFooter } from "./contribute-panel";
import { toastWriteError } from "./errors";

/** The form's fields as picked: season days as "MM-DD" (either part may still be empty). */
interface Draft {
  litFrom: string;
  litUntil: string;
  seasonStart: string;
  seasonEnd: string;
  showTimes: string[];
  fmFrequency: string;
}

/** A season day as picked: null when nothing is, "" parts are sent as given (and refused). */
const toMonthDay = (picked: string) => (picked === "" || picked === "-" ? null : picked);

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, "0");
const nativeSelectClassName =
  "h-10 w-full rounded-lg border border-input bg-card px-3 text-foreground text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30";

/**
 * A day of the year as a month and a day (the season repeats every year, so there is no year to
 * ask for). `value` is "MM-DD", with either part empty until picked.
 */
function SeasonDayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const [month = "", day = ""] = value.split("-");
  const days = month ? DAYS_IN_MONTH[Number(month) - 1]! : 31;
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium text-sm">{label}</legend>
      <div className="grid grid-cols-[3fr_2fr] gap-2">
        <select
          id={id}
          aria-label={`${label} month`}
          className={nativeSelectClassName}
          value={month}
          onChange={(e) => {
            const nextDay =
              day && Number(day) > DAYS_IN_MONTH[Number(e.target.value) - 1]! ? "" : day;
            onChange(e.target.value || nextDay ? `${e.target.value}-${nextDay}` : "");
          }}
        >
          <option value="">Month</option>
          {MONTHS.map((name, index) => (
            <option key={name} value={pad(index + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label} day`}
          className={nativeSelectClassName}
          value={day}
          onChange={(e) => onChange(month || e.target.value ? `${month}-${e.target.value}` : "")}
        >
          <option value="">Day</option>
          {Array.from({ length: days }, (_, index) => pad(index + 1)).map((dayValue) => (
            <option key={dayValue} value={dayValue}>
              {Number(dayValue)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

function draftOf(schedule: HouseSchedule): Draft {
  return {
    litFrom: schedule.litFrom ?? "",
    litUntil: schedule.litUntil ?? "",
    seasonStart: schedule.seasonStart ?? "",
    seasonEnd: schedule.seasonEnd ?? "",
    showTimes: schedule.showTimes,
    fmFrequency: schedule.fmFrequency === null ? "" : schedule.fmFrequency.toFixed(1),
  };
}

function requestOf(draft: Draft) {
  return scheduleRequestSchema.safeParse({
    litFrom: draft.litFrom || null,
    litUntil: draft.litUntil || null,
    seasonStart: toMonthDay(draft.seasonStart),
    seasonEnd: toMonthDay(draft.seasonEnd),
    showTimes: draft.showTimes.filter(Boolean),
    fmFrequency: draft.fmFrequency.trim() === "" ? null : Number(draft.fmFrequency),
  });
}

/**
 * The edit-schedule panel (lazy chunk: its rules are zod schemas, which the house page loads only
 * when someone opens it; a signed-out visitor never does). Anyone signed in may edit it, like the
 * description.
 */
export default function SchedulePanel({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(house.schedule));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  const save = useSingleFlightMutation({
    mutationFn: (body: HouseSchedule) => updateSchedule(house.id, body),
    onSuccess: async () => {
      toast({ title: "Schedule updated", variant: "success" });
      panel.close();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      // The server's reason, without its field id, where the form's own checks say theirs
      // (decision 381).
      if (error instanceof ApiError && error.status === 400)
        setProblem(refusalOf(error)?.reason ?? error.message);
      else toastWriteError(error, "Failed to update the schedule");
    },
  });

  const field = (name: string) => `${id}-${name}`;
  return (
    <ContributeCard
      label="Edit schedule"
      className="space-y-4"
      onSubmit={() => {
        const halfPicked = [draft.seasonStart, draft.seasonEnd].some(
          (day) => day !== "" && /^-|-$/.test(day),
        );
        if (halfPicked) {
          setProblem("Pick both the month and the day of the season's first and last nights");
          return;
        }
        const parsed = requestOf(draft);
        if (!parsed.success) {
          setProblem(parsed.error.issues[0]?.message ?? "Please check the schedule");
          return;
        }
        save.mutate(parsed.data);
      }}
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-sm">Nightly hours</legend>
        <div className="space-y-1">
          <Label htmlFor={field("from")}>Lights on</Label>
          <Input
            id={field("from")}
            type="time"
            value={draft.litFrom}
            onChange={(e) => set({ litFrom: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={field("until")}>Lights off</Label>
          <Input
            id={field("until")}
            type="time"
            value={draft.litUntil}
            onChange={(e) => set({ litUntil: e.target.value })}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-sm">Season (repeats every year)</legend>
        <SeasonDayField
          id={field("season-start")}
          label="First night"
          value={draft.seasonStart}
          onChange={(seasonStart) => set({ seasonStart })}
        />
        <SeasonDayField
          id={field("season-end")}
          label="Last night"
          value={draft.seasonEnd}
          onChange={(seasonEnd) => set({ seasonEnd })}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-sm">Show times</legend>
        {draft.showTimes.map((time, index) => (
          // Rows are positional; a row's identity is its place in the list.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex items-center gap-2">
            <Input
              type="time"
              aria-label={`Show ${index + 1} starts`}
              className="max-w-40"
              value={time}
              onChange={(e) =>
                set({
                  showTimes: draft.showTimes.map((t, i) => (i === index ? e.target.value : t)),
                })
              }
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Remove show ${index + 1}`}
              onClick={() => set({ showTimes: draft.showTimes.filter((_, i) => i !== index) })}
            >
              <XIcon className="size-4" />
            </Button>
          </div>
        ))}
        {draft.showTimes.length < MAX_SHOW_TIMES && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => set({ showTimes: [...draft.showTimes, ""] })}
          >
            <PlusIcon className="size-4" /> Add show time
          </Button>
        )}
      </fieldset>
      <div className="max-w-52 space-y-1">
        <Label htmlFor={field("fm")}>FM radio (MHz)</Label>
        <Input
          id={field("fm")}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="87.5"
          max="108"
          placeholder="88.7"
          value={draft.fmFrequency}
          onChange={(e) => set({ fmFrequency: e.target.value })}
        />
      </div>
      {problem && (
        <p role="alert" className="text-destructive text-sm" data-testid="schedule-problem">
          {problem}
        </p>
      )}
      <PanelFooter
        label="Save Schedule"
        pendingLabel="Saving..."
        pending={save.isPending}
        onCancel={panel.close}
      />
    </ContributeCard>
  );
}

import type { HouseDetail } from "@contract/house";
import type { HouseSchedule } from "@contract/house-schedule";
import { MAX_SHOW_TIMES } from "@contract/lit-tonight";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, PlusIcon, XIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api";
import { updateSchedule } from "@/lib/queries/lit-tonight";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { toast } from "@/lib/use-toast";
import { toastWriteError } from "./errors";

/** The form's fields as typed: season days as dates of any year (the year is not kept). */
interface Draft {
  litFrom: string;
  litUntil: string;
  seasonStart: string;
  seasonEnd: string;
  showTimes: string[];
  fmFrequency: string;
}

const YEAR = new Date().getFullYear();
const toDate = (monthDay: string | null) => (monthDay ? `${YEAR}-${monthDay}` : "");
const toMonthDay = (date: string) => (date ? date.slice(5) : null);

function draftOf(schedule: HouseSchedule): Draft {
  return {
    litFrom: schedule.litFrom ?? "",
    litUntil: schedule.litUntil ?? "",
    seasonStart: toDate(schedule.seasonStart),
    seasonEnd: toDate(schedule.seasonEnd),
    showTimes: schedule.showTimes,
    fmFrequency: schedule.fmFrequency === null ? "" : schedule.fmFrequency.toFixed(1),
  };
}

/**
 * The schedule's rules (zod schemas) load when the panel opens, not with the house page, which a
 * signed-out visitor opens without zod (docs/performance.md).
 */
const loadScheduleRules = () => import("@contract/house-schedule");

async function requestOf(draft: Draft) {
  const { scheduleRequestSchema } = await loadScheduleRules();
  return scheduleRequestSchema.safeParse({
    litFrom: draft.litFrom || null,
    litUntil: draft.litUntil || null,
    seasonStart: toMonthDay(draft.seasonStart),
    seasonEnd: toMonthDay(draft.seasonEnd),
    showTimes: draft.showTimes.filter(Boolean),
    fmFrequency: draft.fmFrequency.trim() === "" ? null : Number(draft.fmFrequency),
  });
}

/** Edit-schedule button and panel (anyone signed in, like the description). */
export function useSchedulePanel(house: HouseDetail): { actions: ReactNode; panel: ReactNode } {
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(house.schedule));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  const save = useMutation({
    mutationFn: (body: HouseSchedule) => updateSchedule(house.id, body),
    onSuccess: async () => {
      toast({ title: "Schedule updated", variant: "success" });
      setOpen(false);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setProblem(error.message);
      else toastWriteError(error, "Failed to update the schedule");
    },
  });

  const actions = (
    <Button
      size="sm"
      variant={open ? "secondary" : "outline"}
      aria-expanded={open}
      onClick={() =>
        gate(() => {
          if (!open) {
            void loadScheduleRules();
            setDraft(draftOf(house.schedule));
            setProblem(null);
          }
          setOpen(!open);
        })
      }
    >
      <PencilIcon className="size-4" /> Edit Schedule
    </Button>
  );

  const field = (name: string) => `${id}-${name}`;
  const panel = open ? (
    <form
      aria-label="Edit schedule"
      className="space-y-4 rounded-lg border bg-card p-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = await requestOf(draft);
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
        <div className="space-y-1">
          <Label htmlFor={field("season-start")}>First night</Label>
          <Input
            id={field("season-start")}
            type="date"
            value={draft.seasonStart}
            onChange={(e) => set({ seasonStart: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={field("season-end")}>Last night</Label>
          <Input
            id={field("season-end")}
            type="date"
            value={draft.seasonEnd}
            onChange={(e) => set({ seasonEnd: e.target.value })}
          />
        </div>
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
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Schedule"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  ) : null;
  return { actions, panel };
}

/**
 * The dashboard's "Scheduled jobs" card: the newest run of each nightly job (docs/operations.md,
 * Scheduled jobs), so an admin sees a failed, cut-off or missing backup without reading logs.
 */
import type { ScheduledJob, ScheduledJobRun } from "@contract/operations";
import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminScheduledJobsQuery } from "@/lib/queries/admin";

const JOB_NAMES: Record<ScheduledJob, string> = {
  backup: "Nightly backup",
  cleanup: "Nightly cleanup",
};

/** The jobs run once a day: a newest run older than this means the schedule stopped. */
const LATE_AFTER_MS = 26 * 60 * 60 * 1000;

/** "Dec 3, 2026, 3:17 AM", Long Island time (where the team and the jobs' day are). */
function formatRunTime(iso: string) {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/New_York",
  });
}

function RunStatus({ run }: { run: ScheduledJobRun | null }) {
  if (!run) return <Badge variant="outline">Never run</Badge>;
  if (run.ok === null) return <Badge variant="gold">Unfinished</Badge>;
  if (!run.ok) return <Badge variant="destructive">Failed</Badge>;
  if (Date.now() - Date.parse(run.startedAt) > LATE_AFTER_MS) {
    return <Badge variant="gold">Late</Badge>;
  }
  return <Badge variant="success">Succeeded</Badge>;
}

function JobRow({ job, run }: { job: ScheduledJob; run: ScheduledJobRun | null }) {
  const detail = run ? (run.ok === false ? run.error : run.summary) : null;
  return (
    <li className="flex flex-col gap-1 py-3" data-testid={`scheduled-job-${job}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{JOB_NAMES[job]}</span>
        <RunStatus run={run} />
      </div>
      <p className="text-muted-foreground text-sm">
        {run
          ? `Last run ${formatRunTime(run.startedAt)}${run.ok === null ? " (no end recorded)" : ""}`
          : "No run recorded yet. The jobs run each night."}
      </p>
      {detail && <p className="break-words text-sm">{detail}</p>}
    </li>
  );
}

export function ScheduledJobsCard() {
  const runs = useQuery(adminScheduledJobsQuery());
  return (
    <Card data-testid="scheduled-jobs">
      <CardHeader className="flex-row! items-center justify-between gap-2!">
        <CardTitle level={2}>Scheduled jobs</CardTitle>
        <Clock className="size-5 text-accent" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {runs.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : runs.isError ? (
          <p className="text-muted-foreground text-sm">Could not load the last runs.</p>
        ) : (
          <ul className="divide-y divide-border">
            <JobRow job="backup" run={runs.data.backup} />
            <JobRow job="cleanup" run={runs.data.cleanup} />
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

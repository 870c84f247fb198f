import type { DbSyncKind, DbSyncRun } from "@contract/admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Database, Image, RefreshCw, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import {
  adminKeys,
  dbSyncCompareQuery,
  dbSyncRunsQuery,
  dbSyncStatusQuery,
  driveDbSync,
} from "@/lib/queries/admin";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

type Action = "sync-house-images" | "sync-all-houses";

const ACTIONS: Record<
  Action,
  { kind: DbSyncKind; label: string; title: string; description: string; icon: typeof Image }
> = {
  "sync-house-images": {
    kind: "images",
    label: "Sync House Images",
    title: "Sync house images?",
    description:
      "Copies each house's main image and any missing photos from development to the matching production house. Photos added in production are kept.",
    icon: Image,
  },
  "sync-all-houses": {
    kind: "houses",
    label: "Sync All Houses",
    title: "Sync all houses?",
    description:
      "Creates houses missing from production and overwrites the title, address, description, features and Top House flag of those that exist. Reviews, favorites and visits in production are not touched.",
    icon: Database,
  },
};

function NotConfigured() {
  return (
    <Card className="border-accent!">
      <CardHeader>
        <CardTitle level={2}>Production Database Not Configured</CardTitle>
        <CardDescription>
          Database sync copies houses from this (development) database to a production database. To
          enable it:
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>
            Create the production D1 database:{" "}
            <code className="rounded bg-muted px-1">
              npx wrangler d1 create li-lights-production
            </code>
          </li>
          <li>
            Add a second D1 binding named <code className="rounded bg-muted px-1">PROD_DB</code> to
            the environment in <code className="rounded bg-muted px-1">wrangler.toml</code> with the
            new database id.
          </li>
          <li>
            Apply the migrations to it:{" "}
            <code className="rounded bg-muted px-1">
              npx wrangler d1 migrations apply PROD_DB --remote
            </code>
          </li>
          <li>Deploy again and reload this page.</li>
        </ol>
      </CardContent>
    </Card>
  );
}

const actionFor = (kind: DbSyncKind): Action =>
  kind === "images" ? "sync-house-images" : "sync-all-houses";

/** Progress of a run: how many of its houses are done, as text and as a progress bar. */
function Progress({ run }: { run: DbSyncRun }) {
  const total = Math.max(run.total, run.processed);
  return (
    <div className="space-y-1">
      <p className="text-sm" data-testid="sync-progress">
        {run.processed} of {total} {total === 1 ? "house" : "houses"} processed
      </p>
      <progress
        className="h-2 w-full accent-primary"
        value={run.processed}
        max={Math.max(total, 1)}
        aria-label={`${ACTIONS[actionFor(run.kind)].label} progress`}
      />
    </div>
  );
}

function Results({ run, running }: { run: DbSyncRun; running: boolean }) {
  const done = run.status === "done";
  const title = running
    ? "Syncing..."
    : !done
      ? "Sync Stopped Part-Way"
      : run.failed === 0
        ? "Sync Complete"
        : "Sync Partially Complete";
  return (
    <Card className="mt-6" data-testid="sync-results">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          {running ? (
            <Spinner size="sm" />
          ) : done && run.failed === 0 ? (
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-5 text-accent" aria-hidden="true" />
          )}
          {ACTIONS[actionFor(run.kind)].label}: {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4" aria-live="polite">
        <Progress run={run} />
        {!done && !running && (
          <p role="alert" className="rounded-lg border border-accent bg-accent/10 p-4 text-sm">
            This sync stopped after {run.processed} of {run.total} houses. Production has those
            houses synced; the others are unchanged. Resume to sync the rest.
          </p>
        )}
        <dl className="grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-muted-foreground text-sm">Updated</dt>
            <dd className="font-bold text-2xl">{run.updated}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Created</dt>
            <dd className="font-bold text-2xl">{run.created}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Failed</dt>
            <dd className="font-bold text-2xl">{run.failed}</dd>
          </div>
        </dl>
        {run.failed > 0 && (
          <div role="alert" className="rounded-lg border border-accent bg-accent/10 p-4 text-sm">
            <p className="font-semibold">
              {run.failed} {run.failed === 1 ? "house" : "houses"} could not be synced.
            </p>
            <p className="mt-1">
              Failed houses keep their original production data and can be retried by running the
              sync again.
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {run.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SyncTool() {
  const queryClient = useQueryClient();
  const status = useQuery(dbSyncStatusQuery());
  const available = status.data?.available === true;
  const compare = useQuery(dbSyncCompareQuery(available));
  const runs = useQuery(dbSyncRunsQuery(available));
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [last, setLast] = useState<DbSyncRun | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  // One sync at a time (decision 346): a double click on the confirmation starts one run.
  const sync = useSingleFlightMutation({
    mutationFn: ({ action, runId }: { action: Action; runId?: string }) =>
      driveDbSync(action, runId, setLast, () => left.current),
    onError: (error) => setFailure(error instanceof Error ? error.message : "Sync failed"),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.dbSync }),
  });
  const running = sync.isPending;
  // A run left unfinished earlier (another visit, a cut-off call) is offered for resuming.
  const unfinished = [runs.data?.houses, runs.data?.images].find(
    (run): run is DbSyncRun => run?.status === "running",
  );
  const shown = last ?? (running ? null : (unfinished ?? null));

  if (status.isPending) return <Spinner label="Loading..." />;
  if (status.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive p-6">
        <h2 className="font-semibold text-destructive text-lg">Error Loading Sync Tool</h2>
        <p className="mt-1 text-muted-foreground text-sm">{status.error.message}</p>
      </div>
    );
  }
  if (!available) return <NotConfigured />;

  const run = (action: Action, runId?: string) => {
    setFailure(null);
    setConfirming(null);
    sync.mutate({ action, runId });
  };

  return (
    <>
      <div role="note" className="mb-6 flex gap-3 rounded-xl border border-accent bg-accent/10 p-4">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <div className="text-sm">
          <p className="font-semibold">Syncing writes to the production database.</p>
          <p>
            Houses from development overwrite the matching production houses (matched by address).
            Each house is synced on its own: if one fails, its production data stays as it was.
          </p>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {(["development", "production"] as const).map((side) => (
          <Card key={side}>
            <CardHeader className="pb-2">
              <CardTitle
                level={2}
                className="font-medium! text-muted-foreground text-sm! capitalize"
              >
                {side} houses
              </CardTitle>
            </CardHeader>
            <CardContent>
              {compare.isPending ? (
                <Spinner size="sm" />
              ) : compare.isError ? (
                <span className="text-muted-foreground">—</span>
              ) : (
                <p className="font-bold text-3xl" data-testid={`count-${side}`}>
                  {compare.data[side].count}
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      {compare.isError && (
        <div
          role="alert"
          className="mt-4 flex items-center justify-between gap-3 rounded-xl border border-destructive p-4"
        >
          <div>
            <p className="font-semibold text-destructive">Failed to Compare Databases</p>
            <p className="text-muted-foreground text-sm">{compare.error.message}</p>
          </div>
          <Button variant="outline" onClick={() => void compare.refetch()}>
            <RefreshCw /> Retry
          </Button>
        </div>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {(Object.keys(ACTIONS) as Action[]).map((action) => {
          const { label, icon: Icon } = ACTIONS[action];
          return (
            <Button key={action} onClick={() => setConfirming(action)} busy={running}>
              <Icon /> {label}
            </Button>
          );
        })}
      </div>

      {failure && (
        <div
          role="alert"
          className="mt-6 flex items-start justify-between gap-3 rounded-xl border border-destructive p-4"
        >
          <div>
            <p className="font-semibold text-destructive">Sync Failed</p>
            <p className="text-muted-foreground text-sm">{failure}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setFailure(null)}>
            <X />
          </Button>
        </div>
      )}
      {shown && <Results run={shown} running={running} />}
      {shown && shown.status === "running" && !running && (
        <Button className="mt-4" onClick={() => run(actionFor(shown.kind), shown.runId)}>
          <RefreshCw /> Resume {ACTIONS[actionFor(shown.kind)].label}
        </Button>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !running && setConfirming(null)}
        title={confirming ? ACTIONS[confirming].title : ""}
        description={confirming ? ACTIONS[confirming].description : ""}
        confirmLabel={confirming ? ACTIONS[confirming].label : "Sync"}
        busy={running}
        onConfirm={() => confirming && run(confirming)}
      />
    </>
  );
}

export default function AdminDbSyncPage() {
  return (
    <AdminPage
      title="Database Sync"
      description="Copy houses from the development database to production."
    >
      <SyncTool />
    </AdminPage>
  );
}

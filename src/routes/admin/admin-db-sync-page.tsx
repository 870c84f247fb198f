import type { DbSyncResult } from "@contract/admin";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Database, Image, RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { dbSyncCompareQuery, dbSyncStatusQuery, useDbSync } from "@/lib/queries/admin";

type Action = "sync-house-images" | "sync-all-houses";

const ACTIONS: Record<
  Action,
  { label: string; title: string; description: string; icon: typeof Image }
> = {
  "sync-house-images": {
    label: "Sync House Images",
    title: "Sync house images?",
    description:
      "Copies each house's main image and any missing photos from development to the matching production house. Photos added in production are kept.",
    icon: Image,
  },
  "sync-all-houses": {
    label: "Sync All Houses",
    title: "Sync all houses?",
    description:
      "Creates houses missing from production and overwrites the title, address, description, features and Top House flag of those that exist. Reviews, favorites and visits in production are not touched.",
    icon: Database,
  },
};

function NotConfigured() {
  return (
    <Card className="border-accent">
      <CardHeader>
        <CardTitle>Production Database Not Configured</CardTitle>
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

function Results({ action, result }: { action: Action; result: DbSyncResult }) {
  return (
    <Card className="mt-6" data-testid="sync-results">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {result.failed === 0 ? (
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-5 text-accent" aria-hidden="true" />
          )}
          {ACTIONS[action].label}:{" "}
          {result.failed === 0 ? "Sync Complete" : "Sync Partially Complete"}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-3 gap-4 text-center">
          <div>
            <dt className="text-muted-foreground text-sm">Updated</dt>
            <dd className="font-bold text-2xl">{result.updated}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Created</dt>
            <dd className="font-bold text-2xl">{result.created}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Failed</dt>
            <dd className="font-bold text-2xl">{result.failed}</dd>
          </div>
        </dl>
        {result.failed > 0 && (
          <div role="alert" className="rounded-lg border border-accent bg-accent/10 p-4 text-sm">
            <p className="font-semibold">
              {result.failed} {result.failed === 1 ? "house" : "houses"} could not be synced.
            </p>
            <p className="mt-1">
              Failed houses keep their original production data and can be retried by running the
              sync again.
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {result.errors.map((error) => (
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
  const status = useQuery(dbSyncStatusQuery());
  const available = status.data?.available === true;
  const compare = useQuery(dbSyncCompareQuery(available));
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [last, setLast] = useState<{ action: Action; result: DbSyncResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const images = useDbSync("sync-house-images");
  const houses = useDbSync("sync-all-houses");
  const running = images.isPending || houses.isPending;

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

  const run = (action: Action) => {
    const mutation = action === "sync-house-images" ? images : houses;
    setFailure(null);
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        setLast({ action, result });
        setConfirming(null);
      },
      onError: (error) => {
        setFailure(error.message);
        setConfirming(null);
      },
    });
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
              <CardTitle className="font-medium text-muted-foreground text-sm capitalize">
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
            <Button key={action} onClick={() => setConfirming(action)} disabled={running}>
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
      {last && <Results action={last.action} result={last.result} />}

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

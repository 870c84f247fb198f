/**
 * My Reports (docs/house-reports.md): every problem the signed-in person reported, newest first,
 * with the house, the reason, their note, and what came of it (waiting, or the outcome an admin
 * or the community gave it).
 */
import { housePath } from "@contract/house-path";
import {
  type MyReport,
  REPORT_OUTCOME_TEXTS,
  REPORT_REASON_LABELS,
} from "@contract/house-report-texts";
import { useQuery } from "@tanstack/react-query";
import { FlagIcon } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "@/components/house/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { useAuth } from "@/lib/auth";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { myReportsQuery } from "@/lib/queries/house-reports";
import { usePageTitle } from "@/lib/use-page-title";

function ReportCard({ report }: { report: MyReport }) {
  const resolved = report.status === "resolved";
  return (
    <Card className="space-y-2 p-5!" data-testid="my-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {report.house ? (
            <Link
              to={housePath(report.house)}
              className="font-semibold text-lg hover:text-primary hover:underline"
            >
              {report.house.title}
            </Link>
          ) : (
            <p className="font-semibold text-lg">A house that has since been removed</p>
          )}
          {report.house && (
            <p className="text-muted-foreground text-sm">
              {report.house.address}, {report.house.city}
            </p>
          )}
        </div>
        <Badge variant={resolved ? "secondary" : "outline"}>
          {resolved ? "Resolved" : "Waiting for an admin"}
        </Badge>
      </div>
      <p className="text-sm">
        <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
        {report.note && <span className="text-muted-foreground"> · {report.note}</span>}
      </p>
      {report.outcome && (
        <p className="text-sm" data-testid="report-outcome">
          {REPORT_OUTCOME_TEXTS[report.outcome]}
        </p>
      )}
      <p className="text-muted-foreground text-xs">
        Reported <time dateTime={report.createdAt}>{formatLongDate(report.createdAt)}</time>
        {report.resolvedAt && (
          <>
            {" "}
            · resolved <time dateTime={report.resolvedAt}>{formatLongDate(report.resolvedAt)}</time>
          </>
        )}
      </p>
    </Card>
  );
}

export default function MyReportsPage() {
  usePageTitle("My Reports");
  const { isAuthenticated } = useAuth();
  const online = useOnline();
  const reports = useQuery({
    ...myReportsQuery,
    enabled: isAuthenticated,
  });
  const { data, isPending, refetch } = reports;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="flex items-center gap-3">
        <FlagIcon className="size-8 text-primary" aria-hidden="true" />
        <div>
          <h1 className="font-bold text-3xl tracking-tight">My Reports</h1>
          <p className="text-muted-foreground">
            Problems you reported on house pages, and what came of them.
          </p>
        </div>
      </header>
      {waitsForConnection(online, reports) ? (
        <NeedsConnection
          title="Your reports need a connection"
          description="Reports are not saved on this device."
        />
      ) : isPending ? (
        <div className="space-y-4" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-32 w-full rounded-xl!" />
          ))}
        </div>
      ) : data === undefined ? (
        <LoadError title="Failed to load your reports" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={FlagIcon}
          title="No reports yet"
          description="Spotted a house that went dark, a wrong pin or a duplicate? Use Report a problem on its page."
          action={
            <Button asChild>
              <Link to="/home">Explore Houses</Link>
            </Button>
          }
        />
      ) : (
        <div className="space-y-4">
          {data.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * /admin/requests, "Homeowner Requests" (docs/homeowners.md): claims ("This is my house") and
 * removal requests ("Remove my house"), waiting ones oldest first. Approving a claim makes the
 * requester the house's owner; approving a removal deletes the house with its photos and videos
 * and keeps its address off the directory (asked for confirmation first).
 */
import type { HomeownerQueueItem, HomeownerRequestStatus } from "@contract/homeowners";
import { housePath } from "@contract/house-path";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminRows } from "@/components/admin/admin-rows";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { formatAdminDate, personName } from "@/components/admin/format";
import { type ListFilter, useLastPageKept, useListAddress } from "@/components/admin/list-address";
import { Pagination } from "@/components/admin/pagination";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/ui/status-blocks";
import {
  decideHomeownerRequest,
  homeownerKeys,
  homeownerQueueQuery,
} from "@/lib/queries/homeowners";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

const VIEWS: { status: HomeownerRequestStatus; label: string }[] = [
  { status: "pending", label: "Waiting" },
  { status: "approved", label: "Approved" },
  { status: "declined", label: "Declined" },
];

const KIND_LABELS: Record<HomeownerQueueItem["kind"], string> = {
  claim: "This is my house",
  removal: "Remove my house",
};

/** The view in the address (decision 392): `?status=approved`; Waiting is the plain path. */
const STATUS_FILTER: ListFilter<HomeownerRequestStatus> = {
  name: "status",
  values: VIEWS.map((view) => view.status),
  initial: "pending",
};

type Decision = { item: HomeownerQueueItem; decision: "approve" | "decline" };

const requesterName = (requester: HomeownerQueueItem["requester"]) =>
  personName(requester) ?? requester.id;

/**
 * "Holly Berry (holly@example.com)", or the e-mail alone when it is all the account has: an
 * account without a name is named by its e-mail, which is then not repeated.
 */
function requesterWithEmail(requester: HomeownerQueueItem["requester"]) {
  const name = requesterName(requester);
  return requester.email && requester.email !== name ? `${name} (${requester.email})` : name;
}

export default function AdminRequestsPage() {
  const queryClient = useQueryClient();
  // The view and the page live in the address (decision 392): Back from a house keeps them.
  const { page, filter: status, setPage, setFilter: setStatus } = useListAddress(STATUS_FILTER);
  const [confirming, setConfirming] = useState<HomeownerQueueItem | null>(null);
  /**
   * The Approve or Decline pressed: its request leaves the waiting list, and the focus goes to the
   * same button of the request that takes its place, else to the heading (decision 416).
   */
  const pressed = useRef<HTMLElement | null>(null);
  const list = useQuery(homeownerQueueQuery(page, status));
  const pastLastPage = useLastPageKept(page, list.data, setPage);

  const decide = useSingleFlightMutation({
    mutationFn: ({ item, decision }: Decision) => decideHomeownerRequest(item.id, decision),
    onSuccess: async (result, { item }) => {
      const control = pressed.current;
      if (control) focusInListWhenRemoved(control, control.closest("ul"));
      toastSuccess(
        result.status === "declined"
          ? "Request declined"
          : result.houseDeleted
            ? `${item.house.title} was removed and its address will not be listed again`
            : `${requesterName(item.requester)} now manages ${item.house.title}`,
      );
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: homeownerKeys.queue });
      await queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
    onError: (error) => {
      setConfirming(null);
      toastFailure("The decision failed", error);
    },
  });

  function approve(item: HomeownerQueueItem) {
    // Deleting a house cannot be undone: ask first.
    if (item.kind === "removal") setConfirming(item);
    else decide.mutate({ item, decision: "approve" });
  }

  const items = list.data?.items ?? [];
  return (
    <AdminPage
      title="Homeowner Requests"
      description="Homeowners asking to manage their listing, or to have it removed."
    >
      <div className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((view) => (
          <Button
            key={view.status}
            size="sm"
            variant={status === view.status ? "default" : "outline"}
            aria-pressed={status === view.status}
            onClick={() => setStatus(view.status)}
          >
            {view.label}
          </Button>
        ))}
      </div>
      {(list.isPending || pastLastPage) && <Spinner label="Loading..." />}
      {list.isError && (
        <LoadError
          title="Could not load the requests"
          description={list.error.message}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && items.length === 0 && !pastLastPage && (
        <EmptyState
          icon={KeyRound}
          title={status === "pending" ? "No requests waiting" : "Nothing here yet"}
          description={
            status === "pending"
              ? "Claims and removal requests from homeowners appear here."
              : "Decided requests appear here."
          }
        />
      )}
      {items.length > 0 && (
        // Another page loading: the page before stays, dimmed and inert (decision 402).
        <AdminRows stale={list.isPlaceholderData} busy={list.isFetching}>
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-lg border p-4"
              data-testid="homeowner-request"
              data-kind={item.kind}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={item.kind === "removal" ? "destructive" : "secondary"}>
                      {KIND_LABELS[item.kind]}
                    </Badge>
                    {/* A title or address without spaces wraps in the row (decision 411). */}
                    <Link
                      className="wrap-anywhere min-w-0 font-medium underline-offset-2 hover:underline"
                      to={housePath(item.house)}
                    >
                      {item.house.title}
                    </Link>
                  </div>
                  <p className="wrap-anywhere text-muted-foreground text-sm">
                    {item.house.address}, {item.house.city}
                  </p>
                  <p className="wrap-anywhere text-sm">
                    From {requesterWithEmail(item.requester)} on {formatAdminDate(item.createdAt)}
                  </p>
                  <blockquote className="wrap-anywhere whitespace-pre-line border-l-2 pl-3 text-sm">
                    {item.note}
                  </blockquote>
                  {item.kind === "claim" && item.house.ownerId && item.status === "pending" && (
                    <p className="text-muted-foreground text-xs">
                      This house already has an owner; approving replaces them.
                    </p>
                  )}
                </div>
                {item.status === "pending" ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      busy={decide.isPending}
                      data-action="approve"
                      onClick={(event) => {
                        pressed.current = event.currentTarget;
                        approve(item);
                      }}
                      aria-label={`Approve: ${KIND_LABELS[item.kind]}, ${item.house.title}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      busy={decide.isPending}
                      data-action="decline"
                      onClick={(event) => {
                        pressed.current = event.currentTarget;
                        decide.mutate({ item, decision: "decline" });
                      }}
                      aria-label={`Decline: ${KIND_LABELS[item.kind]}, ${item.house.title}`}
                    >
                      Decline
                    </Button>
                  </div>
                ) : (
                  <Badge variant="outline">
                    {item.status === "approved" ? "Approved" : "Declined"}
                    {item.decidedAt ? ` ${formatAdminDate(item.decidedAt)}` : ""}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </AdminRows>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={list.data.totalPages}
          onPageChange={setPage}
          busy={list.isFetching}
          loading={list.isPlaceholderData}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Remove this house?"
        description={`${confirming?.house.title ?? "The house"} will be deleted with its photos, videos and reviews, and its address will not be listed again. This cannot be undone.`}
        confirmLabel="Remove house"
        destructive
        busy={decide.isPending}
        onConfirm={() => confirming && decide.mutate({ item: confirming, decision: "approve" })}
      />
    </AdminPage>
  );
}

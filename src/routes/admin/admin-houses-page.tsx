import type { AdminHouse } from "@contract/admin";
import { ADMIN_FEATURE_FLAGS } from "@contract/admin-feature-flags";
import { featureLabel } from "@contract/features";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { AdminListSearch } from "@/components/admin/admin-list-search";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminRows } from "@/components/admin/admin-rows";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { useLastPageKept, useListAddress } from "@/components/admin/list-address";
import { Pagination } from "@/components/admin/pagination";
import { SkeletonRows } from "@/components/admin/skeleton-rows";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { adminHousesQuery, useDeleteHouse } from "@/lib/queries/admin";

/** The edit form (Radix Dialog, checkboxes) loads when an admin first edits a house. */
const HouseEditDialog = lazy(() =>
  import("@/components/admin/house-edit-dialog").then((module) => ({
    default: module.HouseEditDialog,
  })),
);

function houseHref(house: AdminHouse) {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}

function HousesList() {
  // The page and the search live in the address (decision 392): Back from a house keeps them.
  const { page, search, setPage, setSearch } = useListAddress();
  const [editing, setEditing] = useState<AdminHouse | null>(null);
  const [deleting, setDeleting] = useState<AdminHouse | null>(null);
  /** The row's Delete pressed: the row goes with the house, and the focus to the next row's. */
  const deleteButton = useRef<HTMLElement | null>(null);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = useQuery(
    adminHousesQuery(page, search),
  );
  const pastLastPage = useLastPageKept(page, data, setPage);
  const remove = useDeleteHouse();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        const control = deleteButton.current;
        if (control) focusInListWhenRemoved(control, control.closest("ul"));
        toastSuccess("House deleted successfully");
        setDeleting(null);
        // The last row of the last page went: step back a page.
        if (data && data.houses.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => {
        toastFailure("Failed to delete house", error);
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <AdminListSearch
        label="Search houses"
        placeholder="Search by title, address or city..."
        search={search}
        onSearch={setSearch}
      />

      {isPending || pastLastPage ? (
        <SkeletonRows count={5} className="h-20" />
      ) : data === undefined ? (
        // A failed re-read keeps the rows shown (decision 345).
        <LoadError title="Failed to load houses" onRetry={() => void refetch()} />
      ) : data.houses.length === 0 ? (
        <p className="wrap-anywhere py-12 text-center text-muted-foreground">
          {search ? `No houses match "${search}".` : "No houses yet."}
        </p>
      ) : (
        <>
          {/* The admin's search text wraps anywhere (decision 420), as the home count line does. */}
          <p className="wrap-anywhere mb-3 text-muted-foreground text-sm">
            {data.total} {data.total === 1 ? "house" : "houses"}
            {search && ` matching "${search}"`}
          </p>
          <AdminRows stale={isPlaceholderData} busy={isFetching}>
            {data.houses.map((house) => (
              <li
                key={house.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
                data-testid="admin-house-row"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {/* A title without spaces (up to 120 characters) wraps inside the row. On a
                        touch screen it is 44 px tall, its padding reaching up into the card's
                        padding and 4 px down, short of the address's letters; negative margins
                        keep the row laid out as with a mouse (decision 356). */}
                    <Link
                      to={houseHref(house)}
                      id={`admin-house-${house.id}`}
                      className="wrap-anywhere pointer-coarse:-mt-4 pointer-coarse:-mb-1 relative min-w-0 pointer-coarse:pt-4 pointer-coarse:pb-1 font-semibold hover:text-primary"
                    >
                      {house.title}
                    </Link>
                    {house.isTopHouse && <Badge variant="gold">Top House</Badge>}
                    {house.importSource && (
                      <Badge variant="outline" title={`Imported from ${house.importSource}`}>
                        Imported
                      </Badge>
                    )}
                    {house.hasBlowUps && (
                      <Badge variant="secondary">
                        {featureLabel(ADMIN_FEATURE_FLAGS.hasBlowUps)}
                      </Badge>
                    )}
                    {house.hasMusicSync && (
                      <Badge variant="secondary">
                        {featureLabel(ADMIN_FEATURE_FLAGS.hasMusicSync)}
                      </Badge>
                    )}
                  </div>
                  <p className="truncate text-muted-foreground text-sm">
                    {house.address}, {house.city}
                    {house.state ? `, ${house.state}` : ""}
                  </p>
                </div>
                <div className="flex gap-2">
                  {/* Described by their house, so a row's buttons read apart from the next's; the
                      names stay the words on the buttons (decision 341). */}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(house)}
                    aria-describedby={`admin-house-${house.id}`}
                  >
                    <Pencil /> Edit
                  </Button>
                  <Button
                    variant="destructive"
                    size="sm"
                    onClick={(event) => {
                      deleteButton.current = event.currentTarget;
                      setDeleting(house);
                    }}
                    aria-describedby={`admin-house-${house.id}`}
                  >
                    <Trash2 /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </AdminRows>
          <Pagination
            page={page}
            totalPages={data.totalPages}
            onPageChange={setPage}
            busy={isFetching}
            loading={isPlaceholderData}
          />
        </>
      )}

      {editing && (
        // Code that could not be had: a toast says so, and Edit asks again.
        <PartErrorBoundary reason="press" onError={() => setEditing(null)}>
          <Suspense fallback={null}>
            {/* The list's current row (a refetch brings a newer version the dialog offers,
                decision 365); the row as opened when the page no longer lists it. */}
            <HouseEditDialog
              house={data?.houses.find((row) => row.id === editing.id) ?? editing}
              onClose={() => setEditing(null)}
            />
          </Suspense>
        </PartErrorBoundary>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete House?"
        description={`Are you sure you want to delete "${deleting?.title ?? ""}"? Its photos, videos, reviews and favorites are removed too. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

export default function AdminHousesPage() {
  return (
    <AdminPage title="Manage Houses" description="Search, edit, feature and remove displays.">
      <HousesList />
    </AdminPage>
  );
}

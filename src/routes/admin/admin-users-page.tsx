import type { AdminUser } from "@contract/admin";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminRows } from "@/components/admin/admin-rows";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { formatAdminDate, personName } from "@/components/admin/format";
import { useLastPageKept, useListAddress } from "@/components/admin/list-address";
import { Pagination } from "@/components/admin/pagination";
import { SkeletonRows } from "@/components/admin/skeleton-rows";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { useAuth } from "@/lib/auth";
import { adminUsersQuery, useSetAdmin } from "@/lib/queries/admin";

function UsersList() {
  const { user: me } = useAuth();
  // The page lives in the address (decision 392): Back and a reload keep it.
  const { page, setPage } = useListAddress();
  const [target, setTarget] = useState<AdminUser | null>(null);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = useQuery(
    adminUsersQuery(page),
  );
  const pastLastPage = useLastPageKept(page, data, setPage);
  const setAdmin = useSetAdmin();

  const confirm = () => {
    if (!target) return;
    setAdmin.mutate(
      { id: target.id, isAdmin: !target.isAdmin },
      {
        onSuccess: () => {
          toastSuccess("User updated successfully");
          setTarget(null);
        },
        onError: (error) => {
          toastFailure("Failed to update user", error);
          setTarget(null);
        },
      },
    );
  };

  if (isPending || pastLastPage) {
    return <SkeletonRows count={5} className="h-16" />;
  }
  // A failed re-read keeps the rows shown (decision 345).
  if (data === undefined) {
    return <LoadError title="Failed to load users" onRetry={() => void refetch()} />;
  }

  const making = target && !target.isAdmin;
  return (
    <>
      <p className="mb-3 text-muted-foreground text-sm">
        {data.total} {data.total === 1 ? "user" : "users"}
      </p>
      <AdminRows stale={isPlaceholderData} busy={isFetching}>
        {data.users.map((user) => {
          const isMe = user.id === me?.id;
          return (
            <li
              key={user.id}
              data-testid="admin-user-row"
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    id={`admin-user-${user.id}-name`}
                    className="wrap-anywhere min-w-0 font-semibold"
                  >
                    {personName(user) ?? "Unknown User"}
                  </span>
                  {isMe && <span className="text-muted-foreground text-sm">(You)</span>}
                  {user.isAdmin ? <Badge>Admin</Badge> : <Badge variant="secondary">User</Badge>}
                </div>
                {/* A long e-mail breaks onto more lines rather than widening a phone's screen. */}
                {user.email && personName(user) !== user.email && (
                  <p
                    id={`admin-user-${user.id}-email`}
                    className="break-all text-muted-foreground text-sm"
                  >
                    {user.email}
                  </p>
                )}
                <p className="text-muted-foreground text-sm">
                  Joined {formatAdminDate(user.createdAt)}
                </p>
              </div>
              {!isMe && (
                <Button
                  variant={user.isAdmin ? "outline" : "secondary"}
                  size="sm"
                  onClick={() => setTarget(user)}
                  // Described by its person as the row shows them (two may share a name, not an
                  // e-mail), so one row's button reads apart from the next's; its name stays the
                  // words on it (decision 341).
                  aria-describedby={[
                    `admin-user-${user.id}-name`,
                    user.email && personName(user) !== user.email && `admin-user-${user.id}-email`,
                  ]
                    .filter(Boolean)
                    .join(" ")}
                >
                  {user.isAdmin ? "Remove Admin" : "Make Admin"}
                </Button>
              )}
            </li>
          );
        })}
      </AdminRows>
      <Pagination
        page={page}
        totalPages={data.totalPages}
        onPageChange={setPage}
        busy={isFetching}
        loading={isPlaceholderData}
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={making ? "Make Admin?" : "Remove Admin?"}
        description={
          making
            ? `${personName(target) ?? "This user"} will be able to edit and delete houses, users, content and reviews.`
            : `${personName(target) ?? "This user"} will lose access to the admin area.`
        }
        confirmLabel={making ? "Make Admin" : "Remove Admin"}
        destructive={!making}
        busy={setAdmin.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

export default function AdminUsersPage() {
  return (
    <AdminPage title="Manage Users" description="Grant or remove admin access.">
      <UsersList />
    </AdminPage>
  );
}

import type { AdminContentBlock } from "@contract/admin";
import {
  CONTENT_PAGE_FILTERS,
  type ContentPageFilter,
  compareContentBlocks,
} from "@contract/content-order";
import { CONTACT_WORDING } from "@contract/legal-contact";
import { PRIVACY_WORDING } from "@contract/legal-privacy";
import { TERMS_WORDING } from "@contract/legal-terms";
import { SITE_CONTENT_DEFAULTS } from "@contract/site-content-defaults";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import type { ContentDraft } from "@/components/admin/content-dialog";
import { SkeletonRows } from "@/components/admin/skeleton-rows";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { PartErrorBoundary } from "@/components/layout/part-error-boundary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { NativeSelect } from "@/components/ui/native-select";
import { adminContentQuery, useDeleteContent } from "@/lib/queries/admin";

/** The edit form (Radix Dialog) loads when an admin first edits or adds a block. */
const ContentDialog = lazy(() =>
  import("@/components/admin/content-dialog").then((module) => ({
    default: module.ContentDialog,
  })),
);

/** Built-in wording every page falls back to; shown so an admin can customize any block. */
const BUILT_IN = [
  ...SITE_CONTENT_DEFAULTS,
  ...PRIVACY_WORDING.blocks,
  ...TERMS_WORDING.blocks,
  ...CONTACT_WORDING.blocks,
];

type Row =
  | { kind: "saved"; block: AdminContentBlock }
  | { kind: "default"; block: ContentDraft & { page: string; section: string } };

/** Tags shown as text in the list preview, never rendered. */
function preview(html: string) {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 180 ? `${text.slice(0, 180)}…` : text;
}

type DialogState =
  | { mode: "create"; initial?: Partial<ContentDraft>; lockKey?: boolean }
  | { mode: "edit"; block: AdminContentBlock }
  | null;

/**
 * The control that takes the focus after a delete, once the deleted block's Delete has gone: the
 * same row's Customize (a block with built-in wording stays, as its default), else the first
 * control of the next row, else of the one before, else Add Content Block (the list is empty).
 */
function controlNearDeleted(keys: string[], addButton: HTMLElement | null) {
  for (const key of keys) {
    const row = document.querySelector(
      `[data-testid="admin-content-row"][data-key="${CSS.escape(key)}"]`,
    );
    const control = row?.querySelector<HTMLElement>("button");
    if (control) return control;
  }
  return addButton;
}

function ContentList() {
  const [filter, setFilter] = useState<ContentPageFilter>("all");
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<AdminContentBlock | null>(null);
  const { data, isPending, refetch } = useQuery(adminContentQuery(filter));
  const remove = useDeleteContent();
  const deleteButton = useRef<HTMLButtonElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const rows = useMemo<Row[]>(() => {
    if (!data) return [];
    const saved = new Set(data.content.map((b) => b.key));
    const defaults = BUILT_IN.filter(
      (d) => !saved.has(d.key) && (filter === "all" || d.page === filter),
    );
    return [
      ...data.content.map((block) => ({ kind: "saved" as const, block })),
      ...defaults.map((block) => ({ kind: "default" as const, block })),
    ].sort((a, b) => compareContentBlocks(a.block, b.block));
  }, [data, filter]);

  const confirmDelete = () => {
    if (!deleting) return;
    const index = rows.findIndex((row) => row.block.key === deleting.key);
    const nearby = [rows[index], rows[index + 1], rows[index - 1]].flatMap((row) =>
      row ? [row.block.key] : [],
    );
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Content deleted successfully");
        focusWhenRemoved(deleteButton.current, () => controlNearDeleted(nearby, addButton.current));
        setDeleting(null);
      },
      onError: (error) => {
        toastFailure("Failed to delete content", error);
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <Label htmlFor="content-filter">Page</Label>
          <NativeSelect
            id="content-filter"
            className="w-48"
            aria-label="Filter by page"
            value={filter}
            onChange={(event) => setFilter(event.target.value as ContentPageFilter)}
          >
            {CONTENT_PAGE_FILTERS.map((page) => (
              <option key={page} value={page}>
                {page === "all" ? "All pages" : page}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          ref={addButton}
          onClick={() =>
            setDialog({ mode: "create", initial: filter === "all" ? {} : { page: filter } })
          }
        >
          <Plus /> Add Content Block
        </Button>
      </div>

      {isPending ? (
        <SkeletonRows count={5} className="h-24" />
      ) : data === undefined ? (
        // A failed re-read keeps the rows shown (decision 345).
        <LoadError title="Failed to load content" onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">No content blocks for this page.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {rows.map((row) => (
            <li
              key={row.block.key}
              data-testid="admin-content-row"
              data-key={row.block.key}
              className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1 space-y-1">
                {/* A title, key or section without spaces (a block's key runs to a hundred
                    characters) wraps inside the row: no block widens the page on a phone and
                    pushes its dialogs off (decisions 398, 411). */}
                <div className="flex flex-wrap items-center gap-2">
                  <span className="wrap-anywhere min-w-0 font-semibold">{row.block.title}</span>
                  <Badge variant="outline">{row.block.page}</Badge>
                  <Badge
                    variant="secondary"
                    className="wrap-anywhere max-w-full whitespace-normal!"
                  >
                    {row.block.section}
                  </Badge>
                  {row.kind === "default" && <Badge variant="gold">Built-in default</Badge>}
                </div>
                <p className="wrap-anywhere font-mono text-muted-foreground text-xs">
                  {row.block.key}
                </p>
                {/* A word wider than a phone (a brand name with no space) breaks (decision 375). */}
                <p className="wrap-break-word text-muted-foreground text-sm">
                  {preview(row.block.content)}
                </p>
              </div>
              <div className="flex gap-2">
                {row.kind === "saved" ? (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDialog({ mode: "edit", block: row.block })}
                    >
                      <Pencil /> Edit
                    </Button>
                    <Button
                      variant="destructive"
                      size="sm"
                      onClick={(event) => {
                        deleteButton.current = event.currentTarget;
                        setDeleting(row.block);
                      }}
                    >
                      <Trash2 /> Delete
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDialog({ mode: "create", initial: row.block, lockKey: true })}
                  >
                    <Pencil /> Customize
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {/* Code that could not be had: a toast says so, and Edit or Add asks again. */}
      {dialog && (
        <PartErrorBoundary reason="press" onError={() => setDialog(null)}>
          <Suspense fallback={null}>
            {dialog.mode === "edit" && (
              <ContentDialog mode="edit" block={dialog.block} onClose={() => setDialog(null)} />
            )}
            {dialog.mode === "create" && (
              <ContentDialog
                mode="create"
                initial={dialog.initial}
                lockKey={dialog.lockKey}
                onClose={() => setDialog(null)}
              />
            )}
          </Suspense>
        </PartErrorBoundary>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Content Block?"
        description={`Delete "${deleting?.key ?? ""}"? The page shows its built-in wording again, if it has one. This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

export default function AdminContentPage() {
  return (
    <AdminPage
      title="Site Content"
      description="Edit the texts of the landing, home, header, footer and legal pages."
    >
      <ContentList />
    </AdminPage>
  );
}

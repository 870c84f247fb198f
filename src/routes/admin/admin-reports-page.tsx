/**
 * /admin/reports (docs/house-reports.md): the open problem reports, one card per house with the
 * count of each reason and every note, and one-click actions: archive the house, move its pin,
 * merge it into the house it duplicates, remove a photo or the description, or dismiss. Each
 * action closes every open report of the house, and the reporters read its outcome under
 * "My Reports".
 */
import { housePath } from "@contract/house-path";
import { REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/house-report-texts";
import type { AdminReportGroup, ReportActionResponse } from "@contract/house-reports";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, Check, Flag, GitMerge, MapPin, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { AdminPage } from "@/components/admin/admin-page";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { formatAdminDate } from "@/components/admin/format";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { LazyPinPicker } from "@/components/map/lazy-pin-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/ui/status-blocks";
import {
  archiveReportedHouse,
  dismissReports,
  mergeReportedHouse,
  moveReportedPin,
  removeReportedContent,
  reportKeys,
  reportQueueQuery,
} from "@/lib/queries/house-reports";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";

const DONE: Record<ReportActionResponse["outcome"], string> = {
  archived: "House archived",
  moved: "Pin moved",
  merged: "Houses merged",
  "content-removed": "Removed",
  dismissed: "Reports dismissed",
  "confirmed-lit": "Confirmed lit",
};

/** Native checkboxes: the Radix one would bring a chunk this screen needs nothing else of. */
const CHECKBOX = "size-4 cursor-pointer accent-primary";

type Panel = "move" | "remove" | null;
type Confirming = { kind: "archive" } | { kind: "merge"; into: { id: number; title: string } };

/** One photo the admin may tick for removal: its thumbnail over a labelled checkbox. */
function PhotoChoice({
  src,
  label,
  checked,
  onChange,
}: {
  src: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex w-fit cursor-pointer flex-col items-center gap-1 text-xs">
      <img src={src} alt="" className="size-24 rounded-md border object-cover" />
      <span className="flex items-center gap-1">
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </span>
    </label>
  );
}

function ReportGroup({ group }: { group: AdminReportGroup }) {
  const queryClient = useQueryClient();
  const { house } = group;
  const [panel, setPanel] = useState<Panel>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [pin, setPin] = useState({ lat: house.latitude, lng: house.longitude });
  const [photoIds, setPhotoIds] = useState<Set<number>>(new Set());
  const [mainImage, setMainImage] = useState(false);
  const [description, setDescription] = useState(false);
  /**
   * The card's action pressed (for Save pin and Remove selected, the button that opened their
   * panel): the card goes once its reports are resolved, and the focus to the same action of the
   * card that takes its place, else to the heading (decision 416).
   */
  const pressed = useRef<HTMLElement | null>(null);
  const moveToggle = useRef<HTMLButtonElement>(null);
  const removeToggle = useRef<HTMLButtonElement>(null);
  const press = (control: HTMLElement | null) => {
    pressed.current = control;
  };
  const act = useSingleFlightMutation({
    mutationFn: (run: () => Promise<ReportActionResponse>) => run(),
    onSuccess: async (result) => {
      const control = pressed.current;
      if (control) focusInListWhenRemoved(control, control.closest("[data-report-groups]"));
      toastSuccess(
        `${DONE[result.outcome]}: ${result.resolved} ${result.resolved === 1 ? "report" : "reports"} resolved`,
      );
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: reportKeys.queue });
      await queryClient.invalidateQueries({ queryKey: ["houses"] });
    },
    onError: (error) => {
      setConfirming(null);
      toastFailure("The action failed", error);
    },
  });
  const duplicates = [
    ...new Map(
      group.reports.flatMap((r) => (r.duplicateOf ? [[r.duplicateOf.id, r.duplicateOf]] : [])),
    ).values(),
  ];
  const headingId = `report-group-${house.id}`;

  return (
    <Card className="space-y-4 p-5!" data-testid="report-group" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* A title, address, note or name without spaces wraps in the card (decision 411). */}
        <div className="wrap-anywhere min-w-0">
          <h2 id={headingId} className="font-semibold text-lg">
            {/* On a touch screen it is 44 px tall, its padding (which moves nothing on a link in
                its line) reaching up into the card's padding and 1-2 px down, short of the
                address's letters (decision 356). */}
            <Link
              to={housePath(house)}
              className="relative pointer-coarse:pt-4.5 pointer-coarse:pb-1.5 hover:text-primary hover:underline"
            >
              {house.title}
            </Link>
          </h2>
          <p className="text-muted-foreground text-sm">
            {house.address}, {house.city}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {house.reportedDark && <Badge variant="destructive">Reported dark</Badge>}
          {house.archived && <Badge variant="secondary">Archived</Badge>}
          {REPORT_REASONS.filter((reason) => group.counts[reason] > 0).map((reason) => (
            <Badge key={reason} variant="outline">
              {REPORT_REASON_LABELS[reason]}: {group.counts[reason]}
            </Badge>
          ))}
        </div>
      </div>

      <ul className="space-y-2 text-sm">
        {group.reports.map((report) => (
          <li key={report.id} className="wrap-anywhere rounded-md bg-muted/50 p-2">
            <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
            {report.duplicateOf && (
              <>
                {" of "}
                <Link className="underline underline-offset-2" to={housePath(report.duplicateOf)}>
                  {report.duplicateOf.title}
                </Link>
              </>
            )}
            {report.note && <span>: {report.note}</span>}
            <span className="block text-muted-foreground text-xs">
              {report.reporterName}, {formatAdminDate(report.createdAt)}
            </span>
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={house.archived}
          busy={act.isPending}
          data-action="archive"
          onClick={(event) => {
            press(event.currentTarget);
            setConfirming({ kind: "archive" });
          }}
        >
          <Archive aria-hidden="true" /> Archive
        </Button>
        <Button
          ref={moveToggle}
          size="sm"
          data-action="move-pin"
          variant={panel === "move" ? "secondary" : "outline"}
          aria-expanded={panel === "move"}
          onClick={() => setPanel(panel === "move" ? null : "move")}
        >
          <MapPin aria-hidden="true" /> Move pin
        </Button>
        {duplicates.map((other) => (
          <Button
            key={other.id}
            size="sm"
            variant="outline"
            busy={act.isPending}
            data-action="merge"
            onClick={(event) => {
              press(event.currentTarget);
              setConfirming({ kind: "merge", into: other });
            }}
            // A long title ends in "…" within the card; the confirmation names it whole.
            className="max-w-full"
          >
            <GitMerge aria-hidden="true" />
            <span className="min-w-0 truncate">Merge into {other.title}</span>
          </Button>
        ))}
        <Button
          ref={removeToggle}
          size="sm"
          data-action="remove-content"
          variant={panel === "remove" ? "secondary" : "outline"}
          aria-expanded={panel === "remove"}
          onClick={() => setPanel(panel === "remove" ? null : "remove")}
        >
          <Trash2 aria-hidden="true" /> Remove photo or text
        </Button>
        <Button
          size="sm"
          variant="ghost"
          busy={act.isPending}
          data-action="dismiss"
          onClick={(event) => {
            press(event.currentTarget);
            act.mutate(() => dismissReports(house.id));
          }}
        >
          <Check aria-hidden="true" /> Dismiss
        </Button>
      </div>

      {panel === "move" && (
        <div className="space-y-2" data-testid="move-pin">
          <p className="text-muted-foreground text-sm">
            Click the map where the house is, or drag the pin.
          </p>
          <LazyPinPicker value={{ lat: house.latitude, lng: house.longitude }} onChange={setPin} />
          <p className="text-muted-foreground text-sm" data-testid="report-pin">
            {pin.lat.toFixed(5)}, {pin.lng.toFixed(5)}
          </p>
          <Button
            size="sm"
            busy={act.isPending}
            onClick={() => {
              press(moveToggle.current);
              act.mutate(() =>
                moveReportedPin(house.id, { latitude: pin.lat, longitude: pin.lng }),
              );
            }}
          >
            Save pin
          </Button>
        </div>
      )}

      {panel === "remove" && (
        <fieldset className="space-y-3" data-testid="remove-content">
          <legend className="mb-2 font-medium text-sm">What to remove</legend>
          {house.photos.length > 0 && (
            <ul className="flex flex-wrap gap-3">
              {house.photos.map((photo, index) => (
                <li key={photo.id}>
                  <PhotoChoice
                    src={photo.imageUrl}
                    label={`Photo ${index + 1}`}
                    checked={photoIds.has(photo.id)}
                    onChange={(checked) => {
                      const next = new Set(photoIds);
                      if (checked) next.add(photo.id);
                      else next.delete(photo.id);
                      setPhotoIds(next);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {house.mainImageUrl && (
            <PhotoChoice
              src={house.mainImageUrl}
              label="The main photo"
              checked={mainImage}
              onChange={setMainImage}
            />
          )}
          {house.description && (
            <label className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                type="checkbox"
                className={`${CHECKBOX} mt-0.5`}
                checked={description}
                onChange={(event) => setDescription(event.target.checked)}
              />
              <span>
                The description: <span className="text-muted-foreground">{house.description}</span>
              </span>
            </label>
          )}
          {house.photos.length === 0 && !house.mainImageUrl && !house.description && (
            <p className="text-muted-foreground text-sm">
              This house has no photos or description.
            </p>
          )}
          <Button
            size="sm"
            variant="destructive"
            disabled={photoIds.size === 0 && !mainImage && !description}
            busy={act.isPending}
            onClick={() => {
              press(removeToggle.current);
              act.mutate(() =>
                removeReportedContent(house.id, {
                  photoIds: [...photoIds],
                  mainImage,
                  description,
                }),
              );
            }}
          >
            Remove selected
          </Button>
        </fieldset>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.kind === "merge" ? "Merge these listings?" : "Archive this house?"}
        description={
          confirming?.kind === "merge"
            ? `${house.title} goes into ${confirming.into.title}: its reviews, photos, videos, favorites, visits and tour stops move there, and this listing is deleted.`
            : `${house.title} leaves search and the map. It keeps everything and can be restored from Season Check.`
        }
        confirmLabel={confirming?.kind === "merge" ? "Merge" : "Archive"}
        destructive
        busy={act.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const into = confirming.kind === "merge" ? confirming.into.id : null;
          act.mutate(() =>
            into === null ? archiveReportedHouse(house.id) : mergeReportedHouse(house.id, into),
          );
        }}
      />
    </Card>
  );
}

export default function AdminReportsPage() {
  const queue = useQuery(reportQueueQuery);
  return (
    <AdminPage
      title="Problem Reports"
      description="Houses people reported, the longest waiting first. Each action resolves the house's reports."
    >
      {queue.isPending && <Spinner label="Loading..." />}
      {queue.isError && (
        <LoadError title="Failed to load the reports" onRetry={() => void queue.refetch()} />
      )}
      {queue.isSuccess && queue.data.groups.length === 0 && (
        <EmptyState icon={Flag} title="No open reports" description="Nothing waits for a look." />
      )}
      {queue.isSuccess && queue.data.groups.length > 0 && (
        <div className="space-y-4">
          {queue.data.totalHouses > queue.data.groups.length && (
            <p className="text-muted-foreground text-sm">
              Showing {queue.data.groups.length} of {queue.data.totalHouses} houses.
            </p>
          )}
          {/* The cards alone: an action's card goes, and the focus to the next (decision 416). */}
          <div className="space-y-4" data-report-groups>
            {queue.data.groups.map((group) => (
              <ReportGroup key={group.house.id} group={group} />
            ))}
          </div>
        </div>
      )}
    </AdminPage>
  );
}

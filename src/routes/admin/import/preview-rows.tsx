/**
 * The preview's rows: a table from the `md` breakpoint, a card a row on a phone (decision 370),
 * with the same texts and controls in each.
 */
import type { ImportRow } from "@contract/house-import";
import { IMPORT_STATUS_LABELS, type ImportStatus } from "@contract/house-import-formats";
import { MapPin } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SideScrollRegion } from "@/components/ui/side-scroll-region";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-media-query";

const STATUS_BADGE: Record<ImportStatus, BadgeProps["variant"]> = {
  new: "success",
  duplicate: "gold",
  "needs-location": "outline",
  "off-island": "outline",
  invalid: "secondary",
};

export type PreviewRowsProps = {
  rows: ImportRow[];
  /** The file the rows were read from, for the scrolling table's name. */
  fileName: string;
  ticked: ReadonlySet<number>;
  selectable: (row: ImportRow) => boolean;
  onTick: (index: number, on: boolean) => void;
  onFixPin: (row: ImportRow) => void;
};

/** Tailwind's `md` (48rem): room for the table's columns. */
const TABLE_FITS = "(min-width: 48rem)";

export function PreviewRows(props: PreviewRowsProps) {
  // Only the one the screen shows is rendered: a row's checkbox id is the row's own.
  const wide = useMediaQuery(TABLE_FITS);
  return wide ? <PreviewTable {...props} /> : <PreviewCards {...props} />;
}

function NoRows() {
  return <p className="p-6 text-center text-muted-foreground text-sm">No rows with this status.</p>;
}

function PreviewTable({ rows, fileName, ...row }: PreviewRowsProps) {
  return (
    <SideScrollRegion label={`Places read from ${fileName}`}>
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-3">
              <span className="sr-only">Import</span>
            </th>
            <th scope="col" className="p-3">
              #
            </th>
            <th scope="col" className="p-3">
              House
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            <th scope="col" className="p-3">
              Location
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((each) => (
            <tr key={each.index} className="border-t align-top" data-testid="import-row">
              {/* On a touch screen the box's label fills the cell, 44 px square, and takes the
                  tap (decision 356); with a mouse the cell is as before. */}
              <td className="p-3 pointer-coarse:p-0">
                <RowTick row={each} {...row} />
              </td>
              <td className="p-3 text-muted-foreground">{each.index + 1}</td>
              <td className="p-3">
                <RowPlace row={each} />
              </td>
              <td className="p-3">
                <RowStatus row={each} />
              </td>
              <td className="p-3">
                <RowPin row={each} onFixPin={row.onFixPin} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <NoRows />}
    </SideScrollRegion>
  );
}

/** On a phone: each row a card, its box beside it and nothing out of sight to the side. */
function PreviewCards({ rows, fileName: _, ...row }: PreviewRowsProps) {
  if (rows.length === 0) {
    return (
      <div className="rounded-lg border">
        <NoRows />
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {rows.map((each) => (
        <li
          key={each.index}
          className="flex gap-1 rounded-lg border bg-card py-1 pr-3 text-sm"
          data-testid="import-row"
        >
          {/* A 44 px square box's label at the card's corner takes the tap (decision 356). */}
          <RowTick row={each} {...row} className="flex size-11 items-center justify-center" />
          {/* A list's name or address can hold a word wider than a phone (a pasted link): it
              breaks where it must. (The table keeps it whole and scrolls sideways instead.) */}
          <div className="wrap-anywhere grid min-w-0 flex-1 gap-2 py-2">
            <div className="flex items-start justify-between gap-3">
              <RowPlace row={each} />
              <span className="shrink-0 text-muted-foreground">#{each.index + 1}</span>
            </div>
            <RowStatus row={each} />
            <RowPin row={each} onFixPin={row.onFixPin} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function RowTick({
  row,
  ticked,
  selectable,
  onTick,
  className = "pointer-coarse:flex pointer-coarse:size-11 pointer-coarse:items-center pointer-coarse:justify-center",
}: { row: ImportRow; className?: string } & Pick<
  PreviewRowsProps,
  "ticked" | "selectable" | "onTick"
>) {
  return (
    <label htmlFor={`import-row-${row.index}`} className={cn("shrink-0 cursor-pointer", className)}>
      <Checkbox
        id={`import-row-${row.index}`}
        aria-label={`Import ${row.title}`}
        checked={ticked.has(row.index)}
        disabled={!selectable(row)}
        onCheckedChange={(checked) => onTick(row.index, checked === true)}
      />
    </label>
  );
}

function RowPlace({ row }: { row: ImportRow }) {
  return (
    <div className="min-w-0">
      <p className="font-medium">{row.title || "Untitled"}</p>
      <p className="text-muted-foreground">{[row.address, row.city].filter(Boolean).join(", ")}</p>
    </div>
  );
}

function RowStatus({ row }: { row: ImportRow }) {
  return (
    <div>
      <Badge variant={STATUS_BADGE[row.status]}>
        {row.houseId !== undefined ? "Imported" : IMPORT_STATUS_LABELS[row.status]}
      </Badge>
      {row.problem && <p className="mt-1 max-w-xs text-xs">{row.problem}</p>}
    </div>
  );
}

function RowPin({ row, onFixPin }: { row: ImportRow; onFixPin: (row: ImportRow) => void }) {
  return (
    <div>
      <p className="mb-1 text-muted-foreground text-xs">
        {row.latitude !== null && row.longitude !== null
          ? `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}`
          : "No pin"}
      </p>
      {row.houseId === undefined && row.status !== "invalid" && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Fix pin: ${row.title}`}
          onClick={() => onFixPin(row)}
        >
          <MapPin aria-hidden="true" /> Fix pin
        </Button>
      )}
    </div>
  );
}

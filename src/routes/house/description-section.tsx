import { displayName } from "@contract/display-name";
import type { HouseContent } from "@contract/house";
import type { ReactNode } from "react";
import { formatLongDate } from "@/components/house/format";

/** Description with its last-edit line. `actions` / `children` hold the edit button and panel. */
export function DescriptionSection({
  house,
  actions,
  children,
}: {
  house: HouseContent;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const editor = house.lastDescriptionEditUser;
  const editorName = editor ? displayName(editor) : null;
  return (
    <section aria-labelledby="house-description" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="house-description" className="font-semibold text-xl">
          About This Display
        </h2>
        {actions}
      </div>
      {house.description ? (
        <p
          className="wrap-anywhere whitespace-pre-line leading-relaxed"
          data-testid="house-description"
        >
          {house.description}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">No description yet.</p>
      )}
      {house.lastDescriptionEditAt && (
        <p className="text-muted-foreground text-xs" data-testid="description-last-edit">
          Last edited{editorName ? ` by ${editorName}` : ""} on{" "}
          {formatLongDate(house.lastDescriptionEditAt)}
        </p>
      )}
      {children}
    </section>
  );
}

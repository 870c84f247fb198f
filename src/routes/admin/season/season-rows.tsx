/**
 * The season check's houses: a table from the `md` breakpoint, a card a house on a phone
 * (decision 375, as the import preview's rows, decision 370), with the same texts and boxes in
 * each. Only the one the screen shows is rendered.
 */
import type { UnconfirmedHouse } from "@contract/season-check";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { SideScrollRegion } from "@/components/ui/side-scroll-region";
import { useMediaQuery } from "@/lib/use-media-query";

export type SeasonRowsProps = {
  items: UnconfirmedHouse[];
  ticked: ReadonlySet<number>;
  onTick: (id: number, on: boolean) => void;
};

/**
 * Native checkboxes: the Radix one would bring the shared controls chunk to a screen that needs
 * nothing else of it (the screen's first JavaScript has a budget).
 */
const CHECKBOX = "size-4 cursor-pointer accent-primary";

/**
 * The cell a box sits in: on a touch screen the box's label fills it, 44 px square, and takes
 * the tap (decision 356); with a mouse the cell is as before.
 */
const CHECKBOX_CELL = "p-3 pointer-coarse:p-0";
const CHECKBOX_LABEL =
  "cursor-pointer pointer-coarse:flex pointer-coarse:size-11 pointer-coarse:items-center pointer-coarse:justify-center";

/** Tailwind's `md` (48rem): room for the table's columns. */
const TABLE_FITS = "(min-width: 48rem)";

export function SeasonRows(props: SeasonRowsProps) {
  const wide = useMediaQuery(TABLE_FITS);
  return wide ? <SeasonTable {...props} /> : <SeasonCards {...props} />;
}

function lastConfirmed(house: UnconfirmedHouse) {
  return house.confirmedSeason === null ? "Never" : String(house.confirmedSeason);
}

function allTicked({ items, ticked }: SeasonRowsProps) {
  return items.every((house) => ticked.has(house.id));
}

function tickAll({ items, onTick }: SeasonRowsProps, on: boolean) {
  for (const house of items) onTick(house.id, on);
}

function SeasonTable(props: SeasonRowsProps) {
  const { items, ticked, onTick } = props;
  return (
    // Too wide for the window (a long unbroken title on a tablet), it scrolls visibly (decision 370).
    <SideScrollRegion label="Houses on the season check">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className={CHECKBOX_CELL}>
              <label className={CHECKBOX_LABEL}>
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  aria-label="Select all on this page"
                  checked={allTicked(props)}
                  onChange={(event) => tickAll(props, event.target.checked)}
                />
              </label>
            </th>
            <th scope="col" className="p-3">
              House
            </th>
            <th scope="col" className="p-3">
              Last confirmed season
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((house) => (
            <tr key={house.id} className="border-t" data-testid="season-row">
              <td className={CHECKBOX_CELL}>
                <HouseTick
                  house={house}
                  ticked={ticked}
                  onTick={onTick}
                  className={CHECKBOX_LABEL}
                />
              </td>
              <td className="p-3">
                <HousePlace house={house} />
              </td>
              <td className="p-3">{lastConfirmed(house)}</td>
              <td className="p-3">
                <HouseStatus house={house} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SideScrollRegion>
  );
}

/**
 * On a phone: the page's box above the cards, then a card a house with its box at the corner,
 * each 44 px square (decision 356), and nothing out of sight to the side.
 */
function SeasonCards(props: SeasonRowsProps) {
  const { items, ticked, onTick } = props;
  return (
    <div className="grid gap-3">
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 pr-3 pl-3.5 text-sm">
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={allTicked(props)}
          onChange={(event) => tickAll(props, event.target.checked)}
        />
        Select all on this page
      </label>
      <ul className="grid gap-3">
        {items.map((house) => (
          <li
            key={house.id}
            className="flex gap-1 rounded-lg border bg-card py-1 pr-3 text-sm"
            data-testid="season-row"
          >
            <HouseTick
              house={house}
              ticked={ticked}
              onTick={onTick}
              className="flex size-11 shrink-0 cursor-pointer items-center justify-center"
            />
            {/* A title or an address can hold a word wider than a phone (a pasted link): it
                breaks where it must. */}
            <div className="wrap-anywhere grid min-w-0 flex-1 gap-2 py-2">
              <HousePlace house={house} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-muted-foreground">
                  Last confirmed season:{" "}
                  <span className="font-medium text-foreground">{lastConfirmed(house)}</span>
                </p>
                <HouseStatus house={house} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A house's box in its label, which takes the press (the cell's or the card's corner). */
function HouseTick({
  house,
  ticked,
  onTick,
  className,
}: { house: UnconfirmedHouse; className: string } & Pick<SeasonRowsProps, "ticked" | "onTick">) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        className={CHECKBOX}
        aria-label={`Select ${house.title}`}
        checked={ticked.has(house.id)}
        onChange={(event) => onTick(house.id, event.target.checked)}
      />
    </label>
  );
}

function HousePlace({ house }: { house: UnconfirmedHouse }) {
  return (
    <div className="min-w-0">
      <Link
        className="font-medium underline-offset-2 hover:underline"
        to={
          house.citySlug && house.streetSlug
            ? `/house/${house.citySlug}/${house.streetSlug}`
            : `/house/${house.id}`
        }
      >
        {house.title}
      </Link>
      <p className="text-muted-foreground">
        {house.address}, {house.city}
      </p>
    </div>
  );
}

function HouseStatus({ house }: { house: UnconfirmedHouse }) {
  if (house.archivedAt) return <Badge variant="secondary">Archived</Badge>;
  if (house.askCommunityAt) return <Badge variant="gold">On Help us check</Badge>;
  return <Badge variant="outline">Listed</Badge>;
}

import { FILTER_OPTIONS } from "@contract/features";
import { CONFIRMED_FILTER_ID, CONFIRMED_FILTER_LABEL } from "@contract/season";
import { CalendarCheckIcon } from "lucide-react";
import { LitTonightIcon } from "@/components/house/lit-tonight-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

export type FilterProps = {
  selected: string[];
  onChange(selected: string[]): void;
  /** "Lit tonight" (GET /api/houses?litTonight=true), separate from the features. */
  litTonight: boolean;
  onLitTonightChange(litTonight: boolean): void;
};

export function toggleFeature(selected: string[], id: string) {
  return selected.includes(id) ? selected.filter((f) => f !== id) : [...selected, id];
}

/** The checkbox list with the selected count and Clear all. */
export function FeatureFilterList({
  selected,
  onChange,
  litTonight,
  onLitTonightChange,
  idPrefix,
}: FilterProps & { idPrefix: string }) {
  // The badge beside "Display Features" counts the features ticked below it, not the "Tonight"
  // choices above it; Clear all clears both.
  const featureCount = FILTER_OPTIONS.filter((option) => selected.includes(option.id)).length;
  const anyChosen = selected.length > 0 || litTonight;
  return (
    <div className="space-y-3">
      <h2 className="font-semibold">Tonight</h2>
      {/* Each box inside its label: the whole row takes a tap (decision 356). */}
      <Label htmlFor={`${idPrefix}-lit-tonight`} className="cursor-pointer font-normal!">
        <Checkbox
          id={`${idPrefix}-lit-tonight`}
          checked={litTonight}
          onCheckedChange={(checked) => onLitTonightChange(checked === true)}
        />
        <LitTonightIcon />
        Lit tonight
      </Label>
      <Label htmlFor={`${idPrefix}-confirmed`} className="cursor-pointer font-normal!">
        <Checkbox
          id={`${idPrefix}-confirmed`}
          checked={selected.includes(CONFIRMED_FILTER_ID)}
          onCheckedChange={() => onChange(toggleFeature(selected, CONFIRMED_FILTER_ID))}
        />
        <CalendarCheckIcon aria-hidden="true" className="size-4 text-success" />
        {CONFIRMED_FILTER_LABEL}
      </Label>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h2 className="font-semibold">Display Features</h2>
        {anyChosen && (
          <div className="flex items-center gap-2">
            {featureCount > 0 && (
              <Badge variant="default" data-testid="filter-count">
                {featureCount} selected
              </Badge>
            )}
            <Button
              variant="link"
              size="inline"
              className="text-xs"
              onClick={() => {
                onChange([]);
                onLitTonightChange(false);
              }}
            >
              Clear all
            </Button>
          </div>
        )}
      </div>
      <ul className="space-y-2">
        {FILTER_OPTIONS.map((option) => {
          const id = `${idPrefix}-${option.id}`;
          return (
            <li key={option.id}>
              <Label htmlFor={id} className="cursor-pointer font-normal!">
                <Checkbox
                  id={id}
                  checked={selected.includes(option.id)}
                  onCheckedChange={() => onChange(toggleFeature(selected, option.id))}
                />
                {option.label}
              </Label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

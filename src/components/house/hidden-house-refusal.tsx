import { hiddenHouseProximityRefusal } from "@contract/homeowner-texts";

/**
 * Stands in for a control used "at the house" (a lights report, a claim...) while a removal
 * request hides the house: the server refuses those with this same text (decision 306), so the
 * page says it up front instead of offering a button that can only fail.
 */
export function HiddenHouseRefusal({ action }: { action: string }) {
  return (
    <p className="text-muted-foreground text-sm" data-testid="hidden-house-refusal">
      {hiddenHouseProximityRefusal(action)}
    </p>
  );
}

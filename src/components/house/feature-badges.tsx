import { featureLabel } from "@contract/features";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/**
 * Feature badges of a card: all of them when there are at most `max` (3), else `max - 1`
 * and a "+n more" badge, so a card always shows 2-3 badges.
 */
export function FeatureBadges({
  features,
  max = 3,
  className,
}: {
  features: string[];
  max?: number;
  className?: string;
}) {
  if (features.length === 0) return null;
  const shown = features.length <= max ? features : features.slice(0, max - 1);
  const rest = features.length - shown.length;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Features">
      {shown.map((feature) => (
        <li key={feature}>
          <Badge variant="secondary">{featureLabel(feature)}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge variant="outline">+{rest} more</Badge>
        </li>
      )}
    </ul>
  );
}

import { featureLabel } from "@contract/features";
import type { HouseContent } from "@contract/house";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";

/**
 * The house's features. `actions` (buttons next to the heading) and `children` (panels below)
 * are where the add / remove features controls go.
 */
export function FeaturesSection({
  house,
  actions,
  children,
}: {
  house: HouseContent;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="house-features" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="house-features" className="font-semibold text-xl">
          Features
        </h2>
        {actions}
      </div>
      {house.features.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {house.features.map((feature) => (
            <li key={feature}>
              <Badge variant="secondary" className="px-3! py-1! text-sm!">
                {featureLabel(feature)}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No features listed yet.</p>
      )}
      {children}
    </section>
  );
}

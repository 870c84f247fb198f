import { CrosshairIcon } from "lucide-react";
import { BlockedDistanceSelect } from "@/components/search/blocked-distance-select";
import { BlockedLocationInput } from "@/components/search/blocked-location-input";
import { FeaturePills } from "@/components/search/feature-pills";
import { SearchButton } from "@/components/search/search-button";
import { Button } from "@/components/ui/button";
import { LOGIN_PROMPTS, promptLogin } from "@/lib/login-required";

const blocked = () => promptLogin(LOGIN_PROMPTS.search);

/**
 * Quick search panel of the landing: read-only for signed-out visitors; every control (input,
 * Use My Location, Search, distance, feature pills) answers with the Login Required prompt for
 * searching.
 */
export function QuickSearch() {
  return (
    <div className="mx-auto mt-12 max-w-4xl space-y-4 rounded-2xl bg-white/10 p-4 text-left ring-1 ring-white/15 md:p-6">
      <div className="flex flex-col gap-2 md:flex-row">
        <BlockedLocationInput className="flex-1 text-foreground" onBlockedInteraction={blocked} />
        <div className="grid grid-cols-2 gap-2 md:flex md:flex-nowrap">
          <Button type="button" variant="secondary" size="field" onClick={blocked}>
            <CrosshairIcon aria-hidden="true" />
            Use My Location
          </Button>
          <BlockedDistanceSelect
            value={5}
            onBlockedInteraction={blocked}
            className="bg-background!"
          />
          <SearchButton type="button" onClick={blocked} className="col-span-2" />
        </div>
      </div>
      <FeaturePills selected={[]} onToggle={blocked} />
    </div>
  );
}

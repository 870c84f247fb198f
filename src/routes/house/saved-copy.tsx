import { WifiOffIcon } from "lucide-react";
import { createContext } from "react";
import { GoBackButton } from "@/components/layout/go-back-button";

export const HOUSE_NOT_SAVED = "You're offline and this house isn't saved on this phone";

/**
 * True under a saved copy. Its fieldset disables every button and field; links (directions) read
 * this, since a fieldset does not disable them.
 */
export const SavedCopyContext = createContext(false);

export function HouseNotSaved() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <WifiOffIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-bold text-2xl">{HOUSE_NOT_SAVED}</h1>
      <p className="text-muted-foreground">
        Houses you open while online are saved on this phone, so they open without a connection next
        time.
      </p>
      <GoBackButton />
    </div>
  );
}

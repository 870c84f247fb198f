import { HomeIcon } from "lucide-react";
import { GoBackButton } from "@/components/layout/go-back-button";

/** Only for a house the server says does not exist (a 404). */
export function HouseNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <HomeIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-bold text-2xl">House not found</h1>
      <GoBackButton />
    </div>
  );
}

/**
 * What a signed-in visitor who is not an admin sees at every admin address (the route table's
 * AdminOnly, src/routes/signed-in-routes.tsx): the admin screen itself never renders, so none of
 * its admin requests leaves the browser and the tab is titled Access Denied, not the screen's
 * name (decision 382).
 */
import { PAGE_TITLES } from "@contract/page-titles";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/plain-button";
import { usePageTitle } from "@/lib/use-page-title";

export default function AccessDeniedPage() {
  usePageTitle(PAGE_TITLES.accessDenied);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <ShieldAlert className="size-14 text-primary" aria-hidden="true" />
      <h1 className="font-bold text-3xl">Access Denied</h1>
      <p className="text-muted-foreground">You need admin privileges to access this page.</p>
      {/* As Button's asChild draws it, without Radix Slot and the shared chunk it is in
          (decision 403). */}
      <Link to="/" data-slot="button" className={buttonVariants()}>
        Go to Home
      </Link>
    </div>
  );
}

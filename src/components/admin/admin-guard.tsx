/**
 * Admin pages render their content (and so issue their admin queries) only for admins; everyone
 * else sees Access Denied and no admin request leaves the browser.
 */
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <ShieldAlert className="size-14 text-primary" aria-hidden="true" />
      <h1 className="font-bold text-3xl">Access Denied</h1>
      <p className="text-muted-foreground">You need admin privileges to access this page.</p>
      <Button asChild>
        <Link to="/">Go to Home</Link>
      </Button>
    </div>
  );
}

export function AdminGuard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.isAdmin) return <AccessDenied />;
  return <>{children}</>;
}

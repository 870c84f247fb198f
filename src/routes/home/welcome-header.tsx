import { HOME_SITE_TEXTS } from "@contract/site-texts-home";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { useAuth } from "@/lib/auth";
import { useSiteText } from "@/lib/queries/site-content";

function welcomeName(user: { firstName: string | null; email: string | null } | null) {
  return user?.firstName || user?.email || "Guest";
}

/**
 * The home's greeting and its admin-edited title. It reads the signed-in user and the site texts
 * itself, so their answers re-render these lines and not the search form beside them.
 */
export function WelcomeHeader() {
  const { user } = useAuth();
  const text = useSiteText("home", HOME_SITE_TEXTS);
  return (
    <header className="space-y-2">
      <p className="font-medium text-primary" data-testid="welcome">
        Welcome, {welcomeName(user)}!
      </p>
      <h1 className="font-bold text-3xl tracking-tight md:text-4xl">
        <SiteContentBlock as="span" {...text("home.welcome.title")} />
      </h1>
      <SiteContentBlock
        as="p"
        className="max-w-3xl text-muted-foreground"
        {...text("home.welcome.subtitle")}
      />
    </header>
  );
}

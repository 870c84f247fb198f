import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeft,
  CalendarClock,
  Database,
  FileText,
  FileUp,
  Flag,
  Home,
  KeyRound,
  type LucideIcon,
  MessageSquare,
  ShieldCheck,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { HeldImagesPanel } from "@/components/admin/held-images-panel";
import { ScheduledJobsCard } from "@/components/admin/scheduled-jobs-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { adminHousesQuery, adminUsersQuery } from "@/lib/queries/admin";
import { usePageTitle } from "@/lib/use-page-title";

function StatCard({
  title,
  icon: Icon,
  value,
  hint,
}: {
  title: string;
  icon: LucideIcon;
  value: string | number | undefined;
  hint?: string;
}) {
  return (
    <Card>
      <CardHeader className="flex-row! items-center justify-between gap-2! pb-2">
        <CardTitle level={2} className="font-medium! text-muted-foreground text-sm!">
          {title}
        </CardTitle>
        <Icon className="size-5 text-accent" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {value === undefined ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p
            className="font-bold text-3xl"
            data-testid={`stat-${title.toLowerCase().replace(/\s+/g, "-")}`}
          >
            {value}
          </p>
        )}
        {hint && <p className="mt-1 text-muted-foreground text-xs">{hint}</p>}
      </CardContent>
    </Card>
  );
}

const LINKS: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  {
    to: "/admin/houses",
    label: "Manage Houses",
    description: "Edit, feature or remove displays",
    icon: Home,
  },
  {
    to: "/admin/users",
    label: "Manage Users",
    description: "Grant or remove admin access",
    icon: Users,
  },
  {
    to: "/admin/content",
    label: "Site Content",
    description: "Edit page texts and legal pages",
    icon: FileText,
  },
  { to: "/admin/reviews", label: "Reviews", description: "Moderate reviews", icon: MessageSquare },
  {
    to: "/admin/db-sync",
    label: "Database Sync",
    description: "Copy houses to production",
    icon: Database,
  },
  {
    to: "/admin/import",
    label: "Import and Export",
    description: "Bring in a house list or download every house",
    icon: FileUp,
  },
  {
    to: "/admin/season",
    label: "Season Check",
    description: "Houses not confirmed lit this season",
    icon: CalendarClock,
  },
  {
    to: "/admin/requests",
    label: "Homeowner Requests",
    description: "Claims and removal requests from homeowners",
    icon: KeyRound,
  },
  {
    to: "/admin/reports",
    label: "Problem Reports",
    description: "Reported houses: archive, move, merge, remove or dismiss",
    icon: Flag,
  },

  { to: "/", label: "Back to Site", description: "Return to LI Lights", icon: ArrowLeft },
];

function Dashboard() {
  const { user } = useAuth();
  // Counts: page=1&limit=1 on each list, reading the total.
  const houses = useQuery(adminHousesQuery(1, "", 1));
  const users = useQuery(adminUsersQuery(1, 1));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">Admin Dashboard</h1>
      <p className="mt-1 text-muted-foreground">Manage houses, users and site content.</p>
      <HeldImagesPanel />
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Houses"
          icon={Home}
          value={houses.isError ? "—" : houses.data?.total}
        />
        <StatCard
          title="Total Users"
          icon={Users}
          value={users.isError ? "—" : users.data?.total}
        />
        <StatCard
          title="Admin Status"
          icon={ShieldCheck}
          value="Active"
          hint={`Logged in as ${user?.firstName || user?.email || "Admin"}`}
        />
      </div>
      <div className="mt-4">
        <ScheduledJobsCard />
      </div>
      <h2 className="mt-10 mb-4 font-semibold text-xl">Quick Actions</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ to, label, description, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-accent"
          >
            <Icon className="mt-0.5 size-5 text-primary" aria-hidden="true" />
            <span>
              <span className="block font-semibold group-hover:text-primary">{label}</span>
              <span className="block text-muted-foreground text-sm">{description}</span>
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}

export default function AdminDashboardPage() {
  usePageTitle("Admin Dashboard");
  return <Dashboard />;
}

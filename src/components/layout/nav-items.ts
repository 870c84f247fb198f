import {
  HeartIcon,
  type LucideIcon,
  PlusCircleIcon,
  RouteIcon,
  SearchIcon,
  StarIcon,
  TrophyIcon,
} from "lucide-react";

/** A link of the header's navigation: words only. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** A tab of the bottom navigation: words under an icon. */
export interface NavItem extends NavLinkItem {
  icon: LucideIcon;
}

/**
 * The header draws no icons: an icon named here would be code every page loads for nothing (the
 * map's was, decision 403).
 */
export const HEADER_NAV: NavLinkItem[] = [
  { to: "/home", label: "Find Lights" },
  { to: "/map", label: "Map" },
  { to: "/top-houses", label: "Top Houses" },
  { to: "/favorites", label: "My Favorites" },
  { to: "/reviews", label: "My Reviews" },
  { to: "/tour", label: "Tour" },
];

export const MOBILE_NAV: NavItem[] = [
  { to: "/home", label: "Find Lights", icon: SearchIcon },
  { to: "/top-houses", label: "Top Houses", icon: TrophyIcon },
  { to: "/favorites", label: "Favorites", icon: HeartIcon },
  { to: "/reviews", label: "My Reviews", icon: StarIcon },
  { to: "/tour", label: "Tour", icon: RouteIcon },
  { to: "/submit", label: "Submit House", icon: PlusCircleIcon },
];

import {
  HeartIcon,
  type LucideIcon,
  MapIcon,
  PlusCircleIcon,
  RouteIcon,
  SearchIcon,
  StarIcon,
  TrophyIcon,
} from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const HEADER_NAV: NavItem[] = [
  { to: "/home", label: "Find Lights", icon: SearchIcon },
  { to: "/map", label: "Map", icon: MapIcon },
  { to: "/top-houses", label: "Top Houses", icon: TrophyIcon },
  { to: "/favorites", label: "My Favorites", icon: HeartIcon },
  { to: "/reviews", label: "My Reviews", icon: StarIcon },
  { to: "/tour", label: "Tour", icon: RouteIcon },
];

export const MOBILE_NAV: NavItem[] = [
  { to: "/home", label: "Find Lights", icon: SearchIcon },
  { to: "/top-houses", label: "Top Houses", icon: TrophyIcon },
  { to: "/favorites", label: "Favorites", icon: HeartIcon },
  { to: "/reviews", label: "My Reviews", icon: StarIcon },
  { to: "/tour", label: "Tour", icon: RouteIcon },
  { to: "/submit", label: "Submit House", icon: PlusCircleIcon },
];

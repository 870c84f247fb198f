import { type FeatureIconName, FILTER_OPTIONS } from "@contract/features";
import {
  Bot,
  Footprints,
  HeartHandshake,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  Music,
  Pointer,
  Snowflake,
  Trophy,
  Wind,
} from "lucide-react";

/** The one place where the catalogue's icon names become components. */
const FEATURE_ICONS: Record<FeatureIconName, LucideIcon> = {
  wind: Wind,
  bot: Bot,
  lightbulb: Lightbulb,
  music: Music,
  footprints: Footprints,
  pointer: Pointer,
  "heart-handshake": HeartHandshake,
  snowflake: Snowflake,
  trophy: Trophy,
};

/** The icon of a feature or filter id (decorative: the label beside it names the feature). */
export function FeatureIcon({ id, ...props }: { id: string } & LucideProps) {
  const option = FILTER_OPTIONS.find((f) => f.id === id);
  if (!option) return null;
  const Icon = FEATURE_ICONS[option.icon];
  return <Icon aria-hidden="true" {...props} />;
}

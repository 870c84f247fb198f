/**
 * Built-in site content as the admin and the demo seed see it: each text of
 * contract/site-content-texts.ts with its admin label, page and section. Keys are dotted
 * `page.section.item`: `page` is the first segment, `section` the middle one ("default" when there
 * is none) and the item name the last.
 */
import { contentKeyPlace } from "./content-key.ts";
import { SITE_CONTENT_TEXTS } from "./site-content-texts.ts";

export type SiteContentDefault = {
  key: string;
  title: string;
  content: string;
  page: string;
  section: string;
};

const LABELS: Record<string, string> = {
  "header.brand.name": "Brand name",
  "header.brand.tagline": "Brand tagline",
  "landing.hero.titleLine1": "Hero title, line 1",
  "landing.hero.titleLine2": "Hero title, line 2",
  "landing.hero.subtitle": "Hero subtitle",
  "landing.hero.ctaLabel": "Hero button label",
  "landing.stats.housesListed": "Stat: houses listed",
  "landing.stats.housesListedLabel": "Stat label: houses listed",
  "landing.stats.activeUsers": "Stat: active users",
  "landing.stats.activeUsersLabel": "Stat label: active users",
  "landing.stats.photosShared": "Stat: photos shared",
  "landing.stats.photosSharedLabel": "Stat label: photos shared",
  "landing.discover.title": "Discover section title",
  "landing.discover.subtitle": "Discover section subtitle",
  "landing.map.title": "Map section title",
  "landing.map.subtitle": "Map section subtitle",
  "landing.topRated.title": "Top rated section title",
  "landing.topRated.subtitle": "Top rated section subtitle",
  "landing.features.title": "Features section title",
  "landing.features.subtitle": "Features section subtitle",
  "landing.features.item1Title": "Feature 1 title",
  "landing.features.item1Text": "Feature 1 text",
  "landing.features.item2Title": "Feature 2 title",
  "landing.features.item2Text": "Feature 2 text",
  "landing.features.item3Title": "Feature 3 title",
  "landing.features.item3Text": "Feature 3 text",
  "landing.features.item4Title": "Feature 4 title",
  "landing.features.item4Text": "Feature 4 text",
  "landing.faq.title": "FAQ title",
  "landing.faq.q1": "FAQ question 1",
  "landing.faq.a1": "FAQ answer 1",
  "landing.faq.q2": "FAQ question 2",
  "landing.faq.a2": "FAQ answer 2",
  "landing.faq.q3": "FAQ question 3",
  "landing.faq.a3": "FAQ answer 3",
  "landing.faq.q4": "FAQ question 4",
  "landing.faq.a4": "FAQ answer 4",
  "landing.faq.q5": "FAQ question 5",
  "landing.faq.a5": "FAQ answer 5",
  "home.welcome.title": "Welcome title",
  "home.welcome.subtitle": "Welcome subtitle",
  "home.topRated.title": "Top rated title",
  "home.topRated.subtitle": "Top rated subtitle",
  "footer.about.text": "About text",
  "footer.copyright": "Copyright",
};

export const SITE_CONTENT_DEFAULTS: SiteContentDefault[] = SITE_CONTENT_TEXTS.map(
  ([key, content]) => ({ key, title: LABELS[key] ?? key, content, ...contentKeyPlace(key) }),
);

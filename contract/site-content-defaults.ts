/**
 * Built-in wording of the editable site content. The demo seed (scripts/demo-data/)
 * writes exactly these rows into `site_content`, and the app falls back to them when a key is
 * missing from the database. Keys are dotted `page.section.item`: `page` is the first segment,
 * `section` the middle one ("default" when there is none) and the item name the last.
 */
export type SiteContentDefault = {
  key: string;
  title: string;
  content: string;
  page: string;
  section: string;
};

/** [key, title (admin label), content]; page and section are derived from the key below. */
const ITEMS: [string, string, string][] = [
  // Header
  ["header.brand.name", "Brand name", "LI Lights"],
  ["header.brand.tagline", "Brand tagline", "Long Island Christmas Lights"],

  // Landing: hero and stats
  ["landing.hero.titleLine1", "Hero title, line 1", "Discover the Magic of"],
  ["landing.hero.titleLine2", "Hero title, line 2", "Long Island's Holiday Lights"],
  [
    "landing.hero.subtitle",
    "Hero subtitle",
    "Find the most dazzling Christmas light displays in Nassau and Suffolk counties, plan your route and share the magic with your neighbors.",
  ],
  ["landing.hero.ctaLabel", "Hero button label", "Start Exploring"],
  ["landing.stats.housesListed", "Stat: houses listed", "500+"],
  ["landing.stats.housesListedLabel", "Stat label: houses listed", "Houses Listed"],
  ["landing.stats.activeUsers", "Stat: active users", "10K+"],
  ["landing.stats.activeUsersLabel", "Stat label: active users", "Active Users"],
  ["landing.stats.photosShared", "Stat: photos shared", "25K+"],
  ["landing.stats.photosSharedLabel", "Stat label: photos shared", "Photos Shared"],

  // Landing: sections
  ["landing.discover.title", "Discover section title", "Discover Amazing Displays"],
  [
    "landing.discover.subtitle",
    "Discover section subtitle",
    "From quiet cul-de-sacs in Massapequa to music-synced spectaculars in Smithtown, browse the displays your neighbors love.",
  ],
  ["landing.map.title", "Map section title", "See Every Display on the Map"],
  [
    "landing.map.subtitle",
    "Map section subtitle",
    "Explore Nassau and Suffolk town by town and find the brightest streets near you.",
  ],
  ["landing.topRated.title", "Top rated section title", "Top Rated Displays"],
  [
    "landing.topRated.subtitle",
    "Top rated section subtitle",
    "The season's favorites, as rated by visitors from across Long Island.",
  ],
  ["landing.features.title", "Features section title", "Everything You Need for a Night of Lights"],
  [
    "landing.features.subtitle",
    "Features section subtitle",
    "Search, plan, rate and share: LI Lights makes holiday light hunting easy for the whole family.",
  ],
  ["landing.features.item1Title", "Feature 1 title", "Search Near You"],
  [
    "landing.features.item1Text",
    "Feature 1 text",
    "Enter a ZIP code or use your location to find displays within a few miles.",
  ],
  ["landing.features.item2Title", "Feature 2 title", "Filter by What You Love"],
  [
    "landing.features.item2Text",
    "Feature 2 text",
    "Music-synced shows, walk-throughs, inflatables, charity displays and more.",
  ],
  ["landing.features.item3Title", "Feature 3 title", "Rate and Review"],
  [
    "landing.features.item3Text",
    "Feature 3 text",
    "Leave stars and a few kind words so other families know where to go.",
  ],
  ["landing.features.item4Title", "Feature 4 title", "Share Photos and Videos"],
  [
    "landing.features.item4Text",
    "Feature 4 text",
    "Add your best shots and clips to a display's page for everyone to enjoy.",
  ],

  // Landing: FAQ
  ["landing.faq.title", "FAQ title", "Frequently Asked Questions"],
  ["landing.faq.q1", "FAQ question 1", "Is LI Lights free to use?"],
  [
    "landing.faq.a1",
    "FAQ answer 1",
    "Yes. Browsing, searching, rating and submitting displays are all free. Create an account to save favorites and leave reviews.",
  ],
  ["landing.faq.q2", "FAQ question 2", "How do I add a house to the directory?"],
  [
    "landing.faq.a2",
    "FAQ answer 2",
    "Sign in, choose Submit House, enter the address and a short description, pick the display's features and add a photo. It appears on the map right away.",
  ],
  ["landing.faq.q3", "FAQ question 3", "Which areas do you cover?"],
  [
    "landing.faq.a3",
    "FAQ answer 3",
    "All of Long Island's Nassau and Suffolk counties, from Elmont and Valley Stream out to Montauk and Orient Point.",
  ],
  ["landing.faq.q4", "FAQ question 4", "When are the displays lit?"],
  [
    "landing.faq.a4",
    "FAQ answer 4",
    "Most displays shine from Thanksgiving weekend through early January, usually from dusk until about 10 pm. Check each house's description for its schedule.",
  ],
  ["landing.faq.q5", "FAQ question 5", "What is the etiquette when visiting?"],
  [
    "landing.faq.a5",
    "FAQ answer 5",
    "Enjoy the lights from the street or sidewalk, keep your voices down late in the evening, never block driveways, and turn off your headlights when you park.",
  ],

  // Home (signed in)
  ["home.welcome.title", "Welcome title", "Find Christmas Lights Near You"],
  [
    "home.welcome.subtitle",
    "Welcome subtitle",
    "Search by town or ZIP code, filter by the features you love, and plan a festive drive across Long Island.",
  ],
  ["home.topRated.title", "Top rated title", "Top Rated This Season"],
  [
    "home.topRated.subtitle",
    "Top rated subtitle",
    "The highest-rated displays on Long Island right now.",
  ],

  // Footer
  [
    "footer.about.text",
    "About text",
    "LI Lights is a community directory of Christmas light displays on Long Island, built by neighbors who love the season. Find a display, leave a review and share your photos.",
  ],
  ["footer.copyright", "Copyright", "© 2026 LI Lights. All rights reserved."],
];

export const SITE_CONTENT_DEFAULTS: SiteContentDefault[] = ITEMS.map(([key, title, content]) => {
  const parts = key.split(".");
  return {
    key,
    title,
    content,
    page: parts[0] ?? key,
    section: parts.length > 2 ? parts.slice(1, -1).join(".") : "default",
  };
});

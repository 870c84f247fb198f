/**
 * Built-in wording of the landing: only the landing's code carries it
 * (contract/site-content-texts.ts explains the [key, text] pairs).
 */
import type { SiteTexts } from "./site-texts.ts";

export const LANDING_SITE_TEXTS: SiteTexts = [
  // Landing: hero and stats
  ["landing.hero.titleLine1", "Discover the Magic of"],
  ["landing.hero.titleLine2", "Long Island's Holiday Lights"],
  [
    "landing.hero.subtitle",
    "Find the most dazzling Christmas light displays in Nassau and Suffolk counties, plan your route and share the magic with your neighbors.",
  ],
  ["landing.hero.ctaLabel", "Start Exploring"],
  ["landing.stats.housesListed", "500+"],
  ["landing.stats.housesListedLabel", "Houses Listed"],
  ["landing.stats.activeUsers", "10K+"],
  ["landing.stats.activeUsersLabel", "Active Users"],
  ["landing.stats.photosShared", "25K+"],
  ["landing.stats.photosSharedLabel", "Photos Shared"],
  // Landing: sections
  ["landing.discover.title", "Discover Amazing Displays"],
  [
    "landing.discover.subtitle",
    "From quiet cul-de-sacs in Massapequa to music-synced spectaculars in Smithtown, browse the displays your neighbors love.",
  ],
  ["landing.map.title", "See Every Display on the Map"],
  [
    "landing.map.subtitle",
    "Explore Nassau and Suffolk town by town and find the brightest streets near you.",
  ],
  ["landing.topRated.title", "Top Rated Displays"],
  [
    "landing.topRated.subtitle",
    "The season's favorites, as rated by visitors from across Long Island.",
  ],
  ["landing.features.title", "Everything You Need for a Night of Lights"],
  [
    "landing.features.subtitle",
    "Search, plan, rate and share: LI Lights makes holiday light hunting easy for the whole family.",
  ],
  ["landing.features.item1Title", "Search Near You"],
  [
    "landing.features.item1Text",
    "Enter a ZIP code or use your location to find displays within a few miles.",
  ],
  ["landing.features.item2Title", "Filter by What You Love"],
  [
    "landing.features.item2Text",
    "Music-synced shows, walk-throughs, inflatables, charity displays and more.",
  ],
  ["landing.features.item3Title", "Rate and Review"],
  [
    "landing.features.item3Text",
    "Leave stars and a few kind words so other families know where to go.",
  ],
  ["landing.features.item4Title", "Share Photos and Videos"],
  [
    "landing.features.item4Text",
    "Add your best shots and clips to a display's page for everyone to enjoy.",
  ],
  // Landing: FAQ
  ["landing.faq.title", "Frequently Asked Questions"],
  ["landing.faq.q1", "Is LI Lights free to use?"],
  [
    "landing.faq.a1",
    "Yes. Browsing, searching, rating and submitting displays are all free. Create an account to save favorites and leave reviews.",
  ],
  ["landing.faq.q2", "How do I add a house to the directory?"],
  [
    "landing.faq.a2",
    "Sign in, choose Submit House, enter the address and a short description, pick the display's features and add a photo. It appears on the map right away.",
  ],
  ["landing.faq.q3", "Which areas do you cover?"],
  [
    "landing.faq.a3",
    "All of Long Island's Nassau and Suffolk counties, from Elmont and Valley Stream out to Montauk and Orient Point.",
  ],
  ["landing.faq.q4", "When are the displays lit?"],
  [
    "landing.faq.a4",
    "Most displays shine from Thanksgiving weekend through early January, usually from dusk until about 10 pm. Check each house's description for its schedule.",
  ],
  ["landing.faq.q5", "What is the etiquette when visiting?"],
  [
    "landing.faq.a5",
    "Enjoy the lights from the street or sidewalk, keep your voices down late in the evening, never block driveways, and turn off your headlights when you park.",
  ],
];

/**
 * The landing's house cards (the newest houses, the top rated): what a card is made of (its photo,
 * badges, stars, season note) loads with the sections below the hero, not with the first screen
 * (decision 344). Until it has arrived they show the placeholders the page was prerendered with.
 */
export { HouseGrid } from "@/components/house/house-grid";
export { TopRatedHouses } from "@/components/house/top-rated";

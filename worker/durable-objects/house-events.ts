import { DurableObject } from "cloudflare:workers";

/** One instance per house: fans out live events to the browsers that watch that house. */
export class HouseEvents extends DurableObject<Env> {}

/**
 * Type test (checked by `tsc -b`, never run): the answer the client's route table
 * (contract/api.ts) promises for each route is the answer the worker's handler declares, read
 * through Hono's client types (hc<AppType>). A handler whose c.json(...) drifts from the
 * contract, or a contract route the worker does not have, fails the type check here.
 */
import type { ApiResponse, ApiRoute } from "@contract/api";
import type { hc, InferResponseType } from "hono/client";
import type { AppType } from "../worker/index";

type Client = ReturnType<typeof hc<AppType>>;

/** The client object's key for one path segment: ":id" is ":id" or ":id{[0-9]+}" there. */
type SegmentKey<Node, Segment extends string> = Segment extends `:${infer Name}`
  ? Extract<keyof Node, `:${Name}` | `:${Name}{${string}}`>
  : Extract<keyof Node, Segment>;

/** Walks "/a/:b/c" down the client object. */
type NodeAt<Node, Path extends string> = Path extends `/${infer Segment}/${infer Rest}`
  ? NodeAt<Node[SegmentKey<Node, Segment> & keyof Node], `/${Rest}`>
  : Path extends `/${infer Segment}`
    ? Node[SegmentKey<Node, Segment> & keyof Node]
    : never;

/** "GET /api/houses/:id" -> the client's endpoint for it (never when the worker has none). */
type EndpointOf<R extends ApiRoute> = R extends `${infer Method} ${infer Path}`
  ? NodeAt<Client, Path> extends infer Node
    ? `$${Lowercase<Method>}` extends keyof Node
      ? Node[`$${Lowercase<Method>}`]
      : never
    : never
  : never;

/** The JSON a successful call answers (200 or 201). */
type Answer<Endpoint> = InferResponseType<Endpoint, 200 | 201>;

type IsAny<T> = 0 extends 1 & T ? true : false;

/**
 * The handler's answer is one the contract allows (so every field the client is promised is
 * there; a literal `true` where the contract says boolean is fine), and the contract names every
 * field the handler sends. Never any.
 */
type Agrees<Contract, Handler> =
  IsAny<Contract> extends true
    ? false
    : IsAny<Handler> extends true
      ? false
      : [Handler] extends [Contract]
        ? [keyof Handler] extends [keyof Contract]
          ? true
          : false
        : false;

/**
 * The routes whose contract and handler disagree, or that the worker lacks. A route the contract
 * answers with null (204, no body) only has to exist.
 */
type Disagreeing = {
  [R in ApiRoute]: [EndpointOf<R>] extends [never]
    ? R
    : ApiResponse<R> extends null
      ? never
      : Agrees<ApiResponse<R>, Answer<EndpointOf<R>>> extends true
        ? never
        : R;
}[ApiRoute];

/** Compiles only while `Disagreeing` is empty; the error names the routes otherwise. */
export const everyRouteAgrees: [Disagreeing] extends [never] ? true : Disagreeing = true;

/**
 * The production environment as wrangler resolves it ([env.production] of wrangler.toml), and the
 * settings a first deploy needs that the config file cannot hold: the secrets.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { ROOT } from "../lib/services.ts";

export const PRODUCTION_ENV = "production";
export const DEFAULT_CONFIG = path.join(ROOT, "wrangler.toml");
export const ENV_TYPES_FILE = path.join(ROOT, "worker-configuration.d.ts");
/**
 * The wrangler config of the build `npm run deploy:check -- --out-dir dist` leaves, relative to
 * the repo: what the deploy deploys, named. The Cloudflare Vite plugin names the directory after
 * the top-level worker (li-lights-local) whatever the environment; the file in it is production's
 * (name li-lights). A bare `wrangler deploy` would follow .wrangler/deploy/config.json instead,
 * which every later `vite build`, into any directory, moves to its own output.
 */
export const PRODUCTION_BUILD_CONFIG = "dist/li_lights_local/wrangler.json";

export type WorkerConfig = ReturnType<typeof unstable_readConfig>;

export function readProductionConfig(configPath = DEFAULT_CONFIG): WorkerConfig {
  return unstable_readConfig({ config: configPath, env: PRODUCTION_ENV }, { hideWarnings: true });
}

export interface SecretSetting {
  name: string;
  /** What to paste when setup asks for it. */
  prompt: string;
  /** Optional secrets may be left unset (setup skips an empty answer). */
  optional: boolean;
}

/**
 * Every secret the worker reads in production. Required ones are also declared in
 * [env.production.secrets] (wrangler then refuses to deploy until they are put).
 */
export const SECRETS: SecretSetting[] = [
  {
    name: "CLOUDFLARE_STREAM_API_TOKEN",
    prompt: "Cloudflare API token with the Stream:Edit permission (uploaded videos)",
    optional: false,
  },
  {
    name: "GOOGLE_PLACES_API_KEY",
    prompt: "Google Places API (New) key for address search (optional: empty = US Census geocoder)",
    optional: true,
  },
];

/**
 * Names the worker can read that production may lack on purpose. Everything else in the
 * generated Env type must be declared by [env.production].
 */
export const NOT_IN_PRODUCTION: Record<string, string> = {
  FIREBASE_AUTH_EMULATOR_HOST: "local only: accepts the Auth Emulator's unsigned tokens",
  PROD_DB: "optional: the second database admin db-sync copies into",
  ...Object.fromEntries(
    SECRETS.filter((secret) => secret.optional).map((secret) => [secret.name, "optional secret"]),
  ),
};

const one = (binding: unknown) =>
  binding && typeof binding === "object" && "binding" in binding
    ? [String((binding as { binding: unknown }).binding)]
    : [];
const each = (list: unknown, key: "binding" | "name") =>
  Array.isArray(list) ? list.map((item) => String(item[key])) : [];

/** What an environment declares: vars, required secrets and bindings, by name. */
export function declaredNames(config: WorkerConfig) {
  const vars = new Set(Object.keys(config.vars ?? {}));
  const secrets = new Set(config.secrets?.required ?? []);
  const bindings = new Set([
    ...each(config.d1_databases, "binding"),
    ...each(config.r2_buckets, "binding"),
    ...each(config.kv_namespaces, "binding"),
    ...each(config.durable_objects?.bindings, "name"),
    ...each(config.ratelimits, "name"),
    ...each(config.services, "binding"),
    ...each(config.queues?.producers, "binding"),
    ...each(config.analytics_engine_datasets, "binding"),
    ...each(config.hyperdrive, "binding"),
    ...each(config.vectorize, "binding"),
    ...one(config.ai),
    ...one(config.images),
    ...one(config.browser),
    ...one(config.assets),
    ...one(config.version_metadata),
  ]);
  return { vars, secrets, bindings, all: new Set([...vars, ...secrets, ...bindings]) };
}

/**
 * The names of the worker's Env type, as `npm run cf-typegen` generated it from every
 * environment: what the code can read.
 */
export function envTypeNames(typesFile = ENV_TYPES_FILE): string[] {
  const text = readFileSync(typesFile, "utf8");
  const body = text.match(/^interface __BaseEnv_Env \{\n([\s\S]*?)\n\}/m)?.[1];
  if (!body) throw new Error(`${typesFile} has no Env interface: run \`npm run cf-typegen\``);
  return [...body.matchAll(/^\s+([A-Za-z_][A-Za-z0-9_]*)\??:/gm)].map((m) => m[1]!);
}
